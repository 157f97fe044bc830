/**
 * The link and tag rules of check:content (scripts/check-content.ts), on in-memory pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkLinks, checkTags} from './check-content.ts';
import type {DocFile} from './lib/content.ts';

function doc(id: string, body: string, frontmatter: Record<string, unknown> = {}): DocFile {
  return {file: `/docs/${id}.md`, rel: `${id}.md`, id, frontmatter, body, bodyLine: 5, blocks: []};
}
function problems(check: (d: DocFile, at: (line: number, m: string) => void) => void, d: DocFile): string[] {
  const out: string[] = [];
  check(d, (line, m) => out.push(`${line}: ${m}`));
  return out;
}

test('links: routes of spec/routes.tsv pass; unknown routes are named, with a trailing-slash hint', () => {
  const ok = doc('x', 'See [assets](/guides/build/assets/) and [install](/getting-started/installation#check) and <a href="/api/">API</a>.');
  assert.deepEqual(problems(checkLinks, ok), []);
  const bad = doc('x', 'Line one.\n[a](/guides/build/assets) and [b](/guides/nope)');
  assert.deepEqual(problems(checkLinks, bad), [
    '6: link to /guides/build/assets: not a route in spec/routes.tsv (the folder index is /guides/build/assets/)',
    '6: link to /guides/nope: not a route in spec/routes.tsv',
  ]);
});

test('links: anchors into generated API pages must be inventory symbols (CLI commands with dashes, members after a dot)', () => {
  const ok = doc('x', '[asset](/api/python-api/assets#dagster.asset) [dev](/api/python-api/cli#dagster-dev) [dbt](/api/python-api/libraries/dagster-dbt#dagster_dbt.dbt_assets)');
  assert.deepEqual(problems(checkLinks, ok), []);
  const bad = doc('x', '[x](/api/python-api/assets#dagster.not_a_symbol)');
  assert.equal(problems(checkLinks, bad).length, 1);
  assert.match(problems(checkLinks, bad)[0], /#dagster\.not_a_symbol is not a symbol of \/api\/python-api\/assets/);
});

test('links inside code fences are not links', () => {
  assert.deepEqual(problems(checkLinks, doc('x', '```md\n[a](/not/a/route)\n```')), []);
});

test('tags: only the ten spec tags; an integration top page needs one support tag and a category tag', () => {
  assert.deepEqual(problems(checkTags, doc('integrations/libraries/slack', '', {tags: ['dagster-supported', 'alerting']})), []);
  assert.deepEqual(problems(checkTags, doc('integrations/libraries/dbt/index', '', {tags: ['dagster-supported', 'etl']})), []);
  // Sub-pages need no tags.
  assert.deepEqual(problems(checkTags, doc('integrations/libraries/dbt/reference', '')), []);
  const untagged = problems(checkTags, doc('integrations/libraries/slack', ''));
  assert.equal(untagged.length, 2, untagged.join('; '));
  const twoSupport = problems(checkTags, doc('integrations/libraries/x', '', {tags: ['dagster-supported', 'community-supported', 'etl']}));
  assert.match(twoSupport.join(), /exactly one support tag/);
  const unknown = problems(checkTags, doc('integrations/libraries/x', '', {tags: ['dagster-supported', 'databases']}));
  assert.match(unknown.join(), /`databases` is not one of website\/tags.yml/);
  assert.match(problems(checkTags, doc('guides/build/index', '', {tags: ['etl']})).join(), /integration pages only/);
});

/**
 * Rule `site-links` on in-memory pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {siteLinks as checkLinks} from './site-links.ts';
import {doc, problems} from './test-helpers.ts';

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

/**
 * HTML safety (docs/protocol.md#html-safety): record text is stored escaped; hits, highlights and
 * snippets never carry raw markup except the request's own pre/post tags.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchEngine } from './search-engine.ts';
import { normaliseSearchRequest } from './params.ts';
import { escapeText, ensureHtmlSafe } from '../records/html-safe.ts';
import { modalParams, rec } from '../__fixtures__/records.ts';

const XSS_IMG = '<img src=x onerror=alert(1)>';
const XSS_SCRIPT = '<script>alert("x")</script>';

/** Every string in a JSON value, with its path. */
function strings(v: unknown, path = '$'): Array<[string, string]> {
  if (typeof v === 'string') return [[path, v]];
  if (Array.isArray(v)) return v.flatMap((x, i) => strings(x, `${path}[${i}]`));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => strings(x, `${path}.${k}`));
  return [];
}

/** Assert no raw markup other than the given tags appears anywhere in the value. */
function assertSafe(value: unknown, allowed: string[]): void {
  for (const [path, s] of strings(value)) {
    let rest = s;
    for (const tag of allowed) rest = rest.split(tag).join('');
    assert.ok(!/[<>"]/.test(rest), `raw markup at ${path}: ${s}`);
    assert.ok(!rest.includes('&amp;lt;'), `double-escaped at ${path}: ${s}`);
  }
}

test('escapeText: < > " always, & only before an entity-like sequence', () => {
  assert.equal(escapeText('a < b > "c"'), 'a &lt; b &gt; &quot;c&quot;');
  assert.equal(escapeText('Q&A & more'), 'Q&A & more');
  assert.equal(escapeText('&amp; &lt; &#39;'), '&amp;amp; &amp;lt; &amp;#39;');
  assert.equal(ensureHtmlSafe('&lt;ok&gt; <b>'), '&lt;ok&gt; &lt;b&gt;');
  assert.equal(ensureHtmlSafe(ensureHtmlSafe('<b>"x"</b>')), ensureHtmlSafe('<b>"x"</b>'), 'idempotent');
});

for (const raw of [false, true]) {
  test(`XSS record (${raw ? 'stored raw, engine safety net' : 'stored escaped by the indexer'}) comes back escaped`, () => {
    const engine = new SearchEngine([
      rec({ path: '/xss', anchor: 'img', type: 'content', raw, h: ['Docs', `Title ${XSS_IMG}`, `Heading ${XSS_SCRIPT} onerror`], content: `Payload ${XSS_IMG} and ${XSS_SCRIPT} onerror alert` }),
    ]);
    for (const q of ['onerror', 'alert', 'img src', 'script', '']) {
      const res = engine.search(normaliseSearchRequest(modalParams(q, { attributesToHighlight: ['*'] })));
      assert.equal(res.hits.length, 1, q);
      assertSafe(res.hits, ['<mark>', '</mark>']);
      const hit = res.hits[0] as Record<string, any>;
      assert.ok(/&lt;(<mark>)?img/.test(hit._snippetResult.content.value), 'snippet keeps the escaped text');
      assert.ok(hit._highlightResult.hierarchy.lvl1.value.includes('&lt;img src=x onerror=alert(1)&gt;') || q !== '', 'highlight keeps escaped text');
    }
    // the /search page defaults (no tags sent) use the DocSearch span tag
    const page = engine.search(normaliseSearchRequest({ query: 'onerror' }));
    assertSafe(page.hits, ['<span class="algolia-docsearch-suggestion--highlight">', '</span>']);
  });
}

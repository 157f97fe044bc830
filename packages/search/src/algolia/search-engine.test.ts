import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchEngine } from './search-engine.ts';
import { normaliseSearchRequest, ParamError } from './params.ts';
import { CORPUS } from '../__fixtures__/corpus.ts';
import { modalParams, rec } from '../__fixtures__/records.ts';

const engine = new SearchEngine([
  ...CORPUS,
  rec({ path: '/fr/actifs', type: 'lvl1', h: ['Guides', 'Actifs'], content: undefined, language: 'fr', tag: 'docs-default-current' }),
  rec({ path: '/old/assets', type: 'lvl1', h: ['Old', 'Legacy assets'], version: ['1.9.0', 'legacy'], tag: 'docs-default-1.9.0' }),
  rec({ path: '/blog/list', type: 'lvl1', h: ['Blog', 'Asset blog list'], tag: 'blog_posts_list' }),
]);
const run = (p: Record<string, unknown>) => engine.search(normaliseSearchRequest(p));
const paths = (p: Record<string, unknown>) => run(p).hits.map((h) => String(h.url).replace('https://docs.dagster.io', ''));

test('facetFilters: string, AND array, OR groups', () => {
  assert.ok(paths({ query: '', facetFilters: 'language:fr', hitsPerPage: 100 }).every((p) => p === '/fr/actifs'));
  assert.deepEqual(paths({ query: 'asset', facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.9.0']] }), ['/old/assets']);
  const or = paths({ query: 'assets', facetFilters: [['docusaurus_tag:docs-default-1.9.0', 'docusaurus_tag:blog_posts_list']] });
  assert.deepEqual(or.sort(), ['/blog/list', '/old/assets']);
});

test('facetFilters: negation, escaped minus, case rules, array attributes', () => {
  const neg = paths({ query: 'assets', facetFilters: ['docusaurus_tag:-blog_posts_list'], hitsPerPage: 100 });
  assert.ok(!neg.includes('/blog/list') && neg.includes('/old/assets'));
  // values are case-insensitive
  assert.deepEqual(paths({ query: 'assets', facetFilters: ['version:LEGACY'] }), ['/old/assets']);
  // attribute names are case-sensitive: `Version` is not a facet attribute (HTTP 400)
  assert.throws(() => normaliseSearchRequest({ query: 'assets', facetFilters: ['Version:legacy'] }), /"Version" is not filterable/);
  // \- is a literal minus, not a negation
  const lit = engine.search(normaliseSearchRequest({ query: '', facetFilters: ['language:\\-fr'] }));
  assert.equal(lit.nbHits, 0);
  // dot paths
  assert.deepEqual(paths({ query: '', facetFilters: ['hierarchy.lvl0:old'] }), ['/old/assets']);
});

test('facetFilters: legacy JSON string form and bad types', () => {
  assert.deepEqual(paths({ params: 'query=assets&facetFilters=%5B%22version%3Alegacy%22%5D' }), ['/old/assets']);
  assert.throws(() => normaliseSearchRequest({ facetFilters: [1] }), ParamError);
  assert.throws(() => normaliseSearchRequest({ facetFilters: 'nocolon' }), ParamError);
  assert.throws(() => normaliseSearchRequest({ facetFilters: { a: 1 } }), ParamError);
});

test('facets: counts per value over matched records', () => {
  const r = run({ query: 'assets', facets: ['docusaurus_tag', 'language'], hitsPerPage: 0 });
  assert.equal(r.hits.length, 0);
  assert.ok(r.nbHits > 0);
  assert.equal(r.facets!.docusaurus_tag['blog_posts_list'], 1);
  assert.ok(r.facets!.language.en >= 2);
  const s = run({ query: 'assets', facets: 'language' });
  assert.deepEqual(Object.keys(s.facets!), ['language']);
  assert.equal(run({ query: 'assets' }).facets, undefined);
});

test('paging: page, hitsPerPage, nbPages, hitsPerPage 0, beyond the end', () => {
  const all = paths({ query: '', hitsPerPage: 1000 });
  const p0 = run({ query: '', hitsPerPage: 5, page: 0 });
  const p1 = run({ query: '', hitsPerPage: 5, page: 1 });
  assert.equal(p0.nbPages, Math.ceil(all.length / 5));
  assert.deepEqual([...p0.hits, ...p1.hits].map((h) => String(h.url).replace('https://docs.dagster.io', '')), all.slice(0, 10));
  assert.equal(run({ query: '', hitsPerPage: 5, page: 999 }).hits.length, 0);
  const zero = run({ query: 'schedule', hitsPerPage: 0 });
  assert.deepEqual([zero.hits.length, zero.nbPages, zero.hitsPerPage], [0, 0, 0]);
  assert.ok(zero.nbHits > 0);
  assert.throws(() => normaliseSearchRequest({ hitsPerPage: -1 }), ParamError);
  assert.throws(() => normaliseSearchRequest({ hitsPerPage: 1001 }), ParamError);
  assert.throws(() => normaliseSearchRequest({ page: 'x' }), ParamError);
  assert.equal(run({ query: '', hitsPerPage: '3' }).hits.length, 3, 'numeric strings accepted (legacy params)');
});

test('paginationLimitedTo bounds reachable hits', () => {
  const r = run({ query: '', hitsPerPage: 5, paginationLimitedTo: 7, page: 1 });
  assert.equal(r.hits.length, 2);
  assert.equal(r.nbPages, 2);
});

test('attributesToRetrieve: dot paths nest, objectID always, * and -exclusions', () => {
  const [h] = run(modalParams('asset sensor')).hits as Array<Record<string, any>>;
  assert.deepEqual(Object.keys(h).filter((k) => !k.startsWith('_')).sort(), ['content', 'hierarchy', 'objectID', 'type', 'url']);
  assert.deepEqual(Object.keys(h.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
  const [only] = run({ query: 'asset sensor', attributesToRetrieve: ['hierarchy.lvl1'] }).hits as Array<Record<string, any>>;
  assert.deepEqual(Object.keys(only).filter((k) => !k.startsWith('_')), ['hierarchy', 'objectID']);
  assert.deepEqual(only.hierarchy, { lvl1: 'Sensors' });
  const [star] = run({ query: 'asset sensor', attributesToRetrieve: ['*', '-weight', '-hierarchy.lvl0'] }).hits as Array<Record<string, any>>;
  assert.equal(star.weight, undefined);
  assert.equal(star.hierarchy.lvl0, undefined);
  assert.equal(star.url_without_anchor, 'https://docs.dagster.io/guides/automate/sensors');
  const [none] = run({ query: 'asset sensor', attributesToRetrieve: [] }).hits as Array<Record<string, any>>;
  assert.deepEqual(Object.keys(none).filter((k) => !k.startsWith('_')), ['objectID']);
});

test('_highlightResult and _snippetResult: nested, ordered, null levels omitted, every requested snippet present', () => {
  // The "Asset sensors" section's hit (its heading record: the record a distinct group shows).
  const h = (run(modalParams('asset sensor')).hits as Array<Record<string, any>>).find((x) => x.url.endsWith('#asset-sensors'))!;
  assert.equal(h.type, 'lvl2');
  assert.deepEqual(Object.keys(h._highlightResult.hierarchy), ['lvl0', 'lvl1', 'lvl2']);
  assert.deepEqual(Object.keys(h._highlightResult.hierarchy.lvl2), ['value', 'matchLevel', 'matchedWords', 'fullyHighlighted']);
  assert.equal(h._highlightResult.hierarchy.lvl2.value, '<mark>Asset</mark> <mark>sensors</mark>');
  // the modal's snippet list: lvl1..lvl6 and content; null levels and null content are omitted
  assert.deepEqual(Object.keys(h._snippetResult.hierarchy), ['lvl1', 'lvl2']);
  assert.equal(h._snippetResult.content, undefined, 'content is null for a heading record');
  assert.deepEqual(h._snippetResult.hierarchy.lvl1, { value: '<mark>Sensors</mark>', matchLevel: 'partial' });
  // index defaults apply when the request has no highlight/snippet settings (/search page)
  const [d] = run({ query: 'cron strings' }).hits as Array<Record<string, any>>;
  assert.ok(d._snippetResult.content.value.includes('<span class="algolia-docsearch-suggestion--highlight">cron</span>'));
  assert.deepEqual(Object.keys(d._highlightResult), ['hierarchy', 'content']);
});

test('facet value search (type: facet)', () => {
  const r = engine.searchFacetValues(normaliseSearchRequest({ type: 'facet', facet: 'docusaurus_tag', facetQuery: 'docs', query: '' }));
  assert.deepEqual(r.facetHits.map((f) => f.value).sort(), ['docs-default-1.9.0', 'docs-default-current']);
  assert.ok(r.facetHits.every((f) => f.count > 0));
});

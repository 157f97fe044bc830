import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFilters, parseNumericFilters } from './filters.ts';
import { FilterError } from './facets.ts';
import { SearchEngine } from '../../algolia/search-engine.ts';
import { normaliseSearchRequest, ParamError } from '../../algolia/params.ts';
import { rec } from '../../__fixtures__/records.ts';

const engine = new SearchEngine([
  rec({ path: '/a', type: 'lvl1', h: ['Guides', 'Alpha assets'], pageRank: 5, tag: 'docs-default-current' }),
  rec({ path: '/b', type: 'lvl1', h: ['API', 'Beta assets'], pageRank: 2, tag: 'docs-default-current', language: 'fr' }),
  rec({ path: '/c', type: 'lvl1', h: ['Blog', 'Gamma assets'], pageRank: 0, tag: 'blog_posts_list' }),
]);
const paths = (p: Record<string, unknown>) => engine.search(normaliseSearchRequest({ query: 'assets', ...p })).hits.map((h) => String(h.url).slice(-2));

test('filters: AND, OR, NOT, parentheses, quoted values, case-insensitive values', () => {
  assert.deepEqual(paths({ filters: 'language:en AND docusaurus_tag:docs-default-current' }), ['/a']);
  assert.deepEqual(paths({ filters: 'hierarchy.lvl0:api OR hierarchy.lvl0:"Blog"' }), ['/b', '/c']);
  assert.deepEqual(paths({ filters: 'NOT docusaurus_tag:blog_posts_list AND (language:fr OR weight.pageRank > 4)' }), ['/a', '/b']);
});

test('filters: numeric comparisons and ranges', () => {
  assert.deepEqual(paths({ filters: 'weight.pageRank >= 2' }), ['/a', '/b']);
  assert.deepEqual(paths({ filters: 'weight.pageRank:1 TO 3' }), ['/b']);
  assert.deepEqual(paths({ numericFilters: ['weight.pageRank<5', ['weight.pageRank=0', 'weight.pageRank=2']] }), ['/b', '/c']);
  assert.deepEqual(paths({ numericFilters: 'weight.pageRank!=0' }), ['/a', '/b']);
});

test('filters combine with facetFilters', () => {
  assert.deepEqual(paths({ filters: 'weight.pageRank >= 2', facetFilters: ['language:fr'] }), ['/b']);
});

test('syntax errors are client errors', () => {
  for (const bad of ['language:', '(language:en', 'language:en AND', 'weight.pageRank > x', 'a:1 TO', ') x', 'lang en']) {
    assert.throws(() => parseFilters(bad), FilterError, bad);
    assert.throws(() => normaliseSearchRequest({ filters: bad }), ParamError, bad);
  }
  assert.throws(() => normaliseSearchRequest({ filters: 5 }), ParamError);
  assert.throws(() => parseNumericFilters(['language:en']), FilterError);
  assert.throws(() => parseNumericFilters({}), FilterError);
  assert.equal(parseFilters('  '), null);
});

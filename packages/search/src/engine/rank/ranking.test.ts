/**
 * Ranking tests in MiniSearch style: each expectation says WHY that hit must win, in terms of the
 * tie-break order (words, filters, typos, attribute, proximity, exact, custom ranking —
 * docs/protocol.md#index-settings, #ranking).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchEngine } from '../../algolia/search-engine.ts';
import { normaliseSearchRequest } from '../../algolia/params.ts';
import { CORPUS } from '../../__fixtures__/corpus.ts';

const engine = new SearchEngine(CORPUS);
const S = 'https://docs.dagster.io';
function urls(query: string, extra: Record<string, unknown> = {}): string[] {
  return engine.search(normaliseSearchRequest({ query, hitsPerPage: 50, ...extra })).hits.map((h) => String(h.url).slice(S.length));
}

test('own heading beats inherited hierarchy and content (attribute)', () => {
  const r = urls('schedules');
  // WHY: the lvl1 record's own heading is exactly "Schedules" (attribute rank 1, one-word exact);
  // every other match is a lvl2 heading (rank 2) or inherits "Schedules" (rank 11) or content (20).
  assert.equal(r[0], '/guides/automate/schedules');
  // WHY: "Defining a schedule" is the next best: own lvl2 heading holding the plural-folded word.
  assert.equal(r[1], '/guides/automate/schedules#defining-a-schedule');
});

test('attribute beats custom ranking', () => {
  const r = urls('materialization');
  // WHY: the "Materialization" heading (own lvl2 heading) has pageRank 0, the asset-checks content
  // record has pageRank 3 — attribute is decided before the custom ranking.
  assert.equal(r[0], '/guides/operate/materialization-history#materialization');
  assert.ok(r.includes('/guides/build/assets#asset-checks'));
});

test('fewer typos beat everything after them', () => {
  const r = urls('contest');
  // WHY: "Contest rules" matches with 0 typos; "context" (in the API page, higher pageRank,
  // better headings) is 1 typo away, and typos are ranked before attribute and custom ranking.
  assert.equal(r[0], '/about/contest');
  assert.ok(r.includes('/api/python-api/execution#dagster.AssetExecutionContext'), 'typo matches still come back');
});

test('typo tolerance finds the page when nothing matches exactly', () => {
  // WHY: no record holds "shedule"; one typo reaches "schedule(s)", and the lvl1 heading wins on attribute.
  assert.equal(urls('shedule')[0], '/guides/automate/schedules');
  // WHY: transposition counts as one typo.
  assert.equal(urls('shcedules')[0], '/guides/automate/schedules');
});

test('proximity: adjacent words beat scattered ones in the same attribute', () => {
  const r = urls('asset check daily');
  // WHY: a multi-word query is ranked by word weight (rank/relevance.ts); of the two paragraphs
  // holding the same words, the one with them adjacent gets the proximity bonus, worth more than
  // the far one's pageRank 5 prior.
  assert.ok(r.indexOf('/examples/near') < r.indexOf('/examples/far'));
  assert.ok(r.indexOf('/examples/near') >= 0);
  const r2 = urls('asset check', { facetFilters: ['hierarchy.lvl0:Examples'] });
  // WHY: both are content records under neutral headings (same words, typos, attribute);
  // "an asset check" is at distance 1, the other at distance 7 — proximity wins over pageRank 5.
  assert.deepEqual(r2, ['/examples/near', '/examples/far']);
});

test('proximity: both words in the own heading beat one word in the heading', () => {
  // WHY: "Asset sensors" holds both words in its own heading (attribute 2, proximity 1); the
  // page's lvl1 record has no content and lacks "asset", so it does not match at all.
  assert.equal(urls('asset sensor')[0], '/guides/automate/sensors#asset-sensors');
});

test('exact beats prefix completion when everything before ties', () => {
  const r = urls('install', { facetFilters: [['hierarchy.lvl2:Install the CLI', 'hierarchy.lvl2:Installation steps']] });
  // WHY: both are lvl2 own-heading matches with 0 typos; "Install the CLI" matches exactly while
  // "Installation steps" only as a prefix completion — exact is decided before pageRank (5 vs 0).
  assert.deepEqual(r, ['/guides/deploy/cli#install-the-cli', '/getting-started/installation#installation-steps']);
});

test('custom ranking breaks ties: pageRank, then level, then position', () => {
  const r = urls('isolated branch environment');
  // WHY: identical text in both records; pageRank 3 beats pageRank 1.
  assert.deepEqual(r, ['/guides/deploy/branching', '/dagster-plus/branch-deployments']);
});

test('words matched: with all words optional, records matching more words come first', () => {
  const r = urls('asset sensor xyzzy');
  // WHY: no record has "xyzzy", so all words become optional; "Asset sensors" has 2 of 3 words.
  assert.equal(r[0], '/guides/automate/sensors#asset-sensors');
  assert.ok(r.length > 1);
});

test('camelCase, snake_case, spaced and prefix forms all find the symbol', () => {
  for (const q of ['AssetExecutionContext', 'asset_execution_context', 'asset execution context', 'assetexecutioncontext', 'AssetExec', 'dagster.AssetExecutionContext', 'AssetExecutionContxt']) {
    // WHY: the compound key (camel/snake/joined/prefix/typo) or the adjacent parts hit the lvl2
    // heading, which beats its content (same url anyway) and OpExecutionContext (only "execution context").
    assert.equal(urls(q)[0], '/api/python-api/execution#dagster.AssetExecutionContext', q);
  }
});

test('plurals are ignored both ways', () => {
  // WHY: "queries" folds to "query" (0 typos); "policy" unfolds to "policies".
  assert.equal(urls('queries ')[0], '/guides/operate/run-storage#query-history');
  assert.equal(urls('policy ')[0], '/guides/operate/run-storage#retention-policies');
});

test('prefix on the last word only', () => {
  // WHY: "materia" is a prefix of "materialization"/"materialize"/"materialized".
  assert.ok(urls('materia').length >= 3);
  // WHY: a non-final word must be whole — "materia check" needs "materia" itself, which does not exist;
  // the fallback makes words optional, so "check" matches still return.
  assert.ok(!urls('materia check').includes('/guides/operate/materialization-history#materialization'));
});

test('code-ish tokens: flags and numbers', () => {
  assert.equal(urls('--dry-run')[0], '/api/dagster-cli#dagster-asset-materialize');
  assert.equal(urls('429')[0], '/api/dagster-cli#dagster-asset-materialize');
  // WHY: no typos on numeric tokens: 428 must not reach 429.
  assert.deepEqual(urls('428'), []);
});

test('distinct: one hit per url, nbHits counts urls', () => {
  const r = engine.search(normaliseSearchRequest({ query: 'schedule', hitsPerPage: 50 }));
  const seen = r.hits.map((h) => h.url);
  assert.equal(new Set(seen).size, seen.length);
  assert.equal(r.nbHits, seen.length);
  const all = engine.search(normaliseSearchRequest({ query: 'schedule', hitsPerPage: 50, distinct: false }));
  assert.ok(all.nbHits > r.nbHits, 'without distinct, several records per url come back');
});

test('empty query returns everything in custom-ranking order', () => {
  const r = engine.search(normaliseSearchRequest({ query: '', hitsPerPage: 3 }));
  // WHY: no text criteria; pageRank 5 pages first, and their lvl1 (level 90) before content.
  assert.equal(r.hits[0].url, `${S}/getting-started/installation`);
  assert.equal(r.nbHits, new Set(CORPUS.map((c) => c.url)).size);
});

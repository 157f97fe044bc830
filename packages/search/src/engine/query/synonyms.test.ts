/**
 * Synonyms (Algolia `synonym` / `oneWaySynonym`, engine/query/synonyms.ts): each expectation
 * says WHY the expected hit must (or must not) come back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchEngine } from '../../algolia/search-engine.ts';
import { normaliseSearchRequest } from '../../algolia/params.ts';
import { rec } from '../../__fixtures__/records.ts';
import { compileSynonyms, loadSynonyms, SynonymError, synonymAlternatives } from './synonyms.ts';
import { parseQuery } from './query-parser.ts';

const table = compileSynonyms([
  { objectID: 'k8s', type: 'synonym', synonyms: ['k8s', 'kubernetes'] },
  { objectID: 'plus', type: 'oneWaySynonym', input: 'plus', synonyms: ['dagster+'] },
  { objectID: 'env-var', type: 'synonym', synonyms: ['env var', 'environment variable'] },
  { objectID: 'cli', type: 'oneWaySynonym', input: 'command line', synonyms: ['cli'] },
]);
const engine = new SearchEngine(
  [
    rec({ path: '/deploy/kubernetes', type: 'lvl1', h: ['Deploy', 'Deploying to Kubernetes'], pageRank: 3 }),
    rec({ path: '/deploy/k8s-agent', type: 'lvl1', h: ['Deploy', 'The k8s agent'], pageRank: 1 }),
    rec({ path: '/plus/overview', type: 'lvl1', h: ['Dagster+', 'Dagster+ overview'], pageRank: 3 }),
    rec({ path: '/math/plus', type: 'lvl1', h: ['Reference', 'Plus operator'], pageRank: 0 }),
    rec({ path: '/deploy/env', type: 'lvl1', h: ['Deploy', 'Using environment variables'], pageRank: 3 }),
    rec({ path: '/api/cli', type: 'lvl1', h: ['API', 'Dagster CLI'], pageRank: 3 }),
  ],
  { synonyms: table },
);
const S = 'https://docs.dagster.io';
const urls = (query: string): string[] => engine.search(normaliseSearchRequest({ query })).hits.map((h) => String(h.url).slice(S.length));

test('multi-way synonym: k8s and kubernetes find each other', () => {
  // WHY: "k8s" ↔ "kubernetes" is a multi-way entry: each finds both pages. The literal match wins
  // the exact criterion (literal 2 > synonym, an equivalent form, 1), before pageRank.
  assert.deepEqual(urls('k8s'), ['/deploy/k8s-agent', '/deploy/kubernetes']);
  assert.deepEqual(urls('kubernetes'), ['/deploy/kubernetes', '/deploy/k8s-agent']);
});

test('one-way synonym: plus reaches Dagster+, Dagster+ does not reach plus', () => {
  // WHY: "plus" → "dagster+" is one-way: "plus" also finds the Dagster+ page; the literal "Plus
  // operator" still comes first on the exact criterion (literal 2 > equivalent 1), before pageRank.
  assert.deepEqual(urls('plus'), ['/math/plus', '/plus/overview']);
  // WHY: nothing maps "dagster+" to "plus", so the operator page never matches; "dagster+" is
  // literal in the Dagster+ title, while "Dagster CLI" only holds its part "dagster" (a split, one typo).
  const r = urls('dagster+');
  assert.equal(r[0], '/plus/overview');
  assert.ok(!r.includes('/math/plus'));
});

test('several-word synonyms: word by word, or several words onto one', () => {
  // WHY: "env var" ↔ "environment variable": "env" also matches "environment" and "var" "variable"
  // (plurals folded), so the page holding neither short form is found.
  assert.deepEqual(urls('env var'), ['/deploy/env']);
  // WHY: "command line" → "cli": both words also match "cli", so the CLI page matches all words.
  assert.deepEqual(urls('command line'), ['/api/cli']);
  // WHY: the rule needs the whole phrase: "line" alone does not reach "cli".
  assert.deepEqual(urls('line'), []);
  assert.deepEqual(synonymAlternatives(parseQuery('use env var').words, table), [[], ['environment'], ['variable']]);
});

test('bad tables are refused with the entry named; the checked-in table loads', () => {
  assert.throws(() => compileSynonyms([{ objectID: 'x', type: 'altCorrection1', synonyms: ['a'] }]), SynonymError);
  assert.throws(() => compileSynonyms([{ objectID: 'y', type: 'oneWaySynonym', input: 'dagster+', synonyms: ['dagster plus'] }]), /entry y/);
  assert.ok(loadSynonyms().rules.size > 0);
});

test('the checked-in table maps former API and product names onto today\'s', () => {
  const checkedIn = loadSynonyms();
  const alternatives = (q: string): string[][] => synonymAlternatives(parseQuery(q).words, checkedIn);
  // WHY: readers of older Dagster material still type the pre-1.0 names; the docs say job, graph
  // and Dagster+ (one-way: a page about jobs is not an answer to "pipeline" only, it is one more).
  assert.ok(alternatives('pipeline')[0].includes('job'));
  assert.ok(alternatives('composite solid').some((a) => a.includes('graph')));
  assert.ok(alternatives('dagster cloud').some((a) => a.includes('dagster+')));
  assert.deepEqual(alternatives('job')[0], [], 'one-way: job does not reach pipeline');
  // WHY: the long and short spellings of the same database name one thing.
  assert.ok(alternatives('postgresql')[0].includes('postgres'));
  assert.ok(alternatives('postgres')[0].includes('postgresql'));
});

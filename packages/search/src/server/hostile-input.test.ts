/**
 * Named regression tests for hostile requests (bounded work, never 5xx): each case an
 * outside tester sent, with the answer it must get now. In-process (`app.inject`). Runs on the
 * site build's records when `website/build/search/records.json` exists (the realistic cost), else
 * on the fixture corpus. Times are asserted generously (CI machines are slow); the README states
 * the measured figures.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildSearchServer } from './app.ts';
import { CORPUS } from '../__fixtures__/corpus.ts';
import { readRecordsFile } from '../records/records-file.ts';
import { docsearchModalRequest } from '../algolia/modal-request.ts';
import { SEARCH_CONFIG } from '../config.ts';

const L = SEARCH_CONFIG.limits;
const SITE_RECORDS = fileURLToPath(new URL('../../../../website/build/search/records.json', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'search-hostile-'));
const CREDS = 'x-algolia-api-key=docs-search-public-key&x-algolia-application-id=DAGSTERDOCS';
const MULTI = `/1/indexes/*/queries?${CREDS}`;
/** Generous per-request bound for the test (the README gives the measured worst case). */
const MAX_MS = 500;

let app: FastifyInstance;
async function server(): Promise<FastifyInstance> {
  const records = existsSync(SITE_RECORDS) ? await readRecordsFile(SITE_RECORDS) : CORPUS;
  if (!app) {
    app = await buildSearchServer({ records, dataDir, log: () => {} });
    // Warm-up (JIT, lazily built facet columns), so the timings below are of the request itself.
    await app.inject({ method: 'POST', url: MULTI, payload: JSON.stringify({ requests: [{ indexName: 'dagster', query: 'asset', facets: ['*'], filters: 'weight.pageRank>=1 OR language:en' }] }) });
  }
  return app;
}
after(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function send(url: string, payload: string): Promise<{ status: number; body: { message?: string; status?: number }; ms: number; bytes: number }> {
  const s = await server();
  const t0 = performance.now();
  const res = await s.inject({ method: 'POST', url, payload, headers: { 'content-type': 'text/plain' } });
  const ms = performance.now() - t0;
  return { status: res.statusCode, body: res.json(), ms, bytes: res.rawPayload.length };
}
const multi = (requests: unknown[]): string => JSON.stringify({ requests });
const one = (params: Record<string, unknown>): string => multi([{ indexName: 'dagster', query: 'asset', ...params }]);

/** A 400 naming `what` in its message, answered within {@link MAX_MS}. */
async function refused(payload: string, what: RegExp, url = MULTI): Promise<void> {
  const r = await send(url, payload);
  assert.equal(r.status, 400, `expected 400, got ${r.status}: ${JSON.stringify(r.body).slice(0, 200)}`);
  assert.equal(r.body.status, 400);
  assert.match(r.body.message ?? '', what);
  assert.ok(r.ms < MAX_MS, `answered in ${r.ms.toFixed(0)} ms`);
}

test('hostile input: facets listing "content" 2,000 times → 400 (facets are de-duplicated and must be facetable)', async () => {
  await refused(one({ facets: Array.from({ length: 2000 }, () => 'content') }), /facets: attribute "content" is not facetable/);
  // De-duplicated: a facetable attribute repeated 2,000 times is one facet.
  const r = await send(MULTI, one({ facets: Array.from({ length: 2000 }, () => 'language') }));
  assert.equal(r.status, 200);
  assert.ok(r.ms < MAX_MS);
  // More distinct attributes than the limit: 400 naming the limit.
  await refused(one({ facets: Array.from({ length: L.maxFacets + 1 }, (_, i) => `hierarchy.lvl${i}`) }), new RegExp(`facets|${L.maxFacets}`));
});

test('hostile input: a 980 KB filters OR-chain → 400 naming the length limit', async () => {
  const chain = Array.from({ length: 65_000 }, (_, i) => `type:v${i}`).join(' OR ');
  assert.ok(chain.length > 900_000);
  await refused(one({ filters: chain }), new RegExp(`filters is longer than ${L.maxFiltersChars} characters`));
  // Within the length limit but over the condition limit.
  const terms = Array.from({ length: L.maxFilterTerms + 1 }, () => 'type:x').join(' OR ');
  assert.ok(terms.length <= L.maxFiltersChars);
  await refused(one({ filters: terms }), new RegExp(`more than ${L.maxFilterTerms} conditions`));
});

test('hostile input: 50,000 numericFilters → 400 naming the limit', async () => {
  await refused(one({ numericFilters: Array.from({ length: 50_000 }, () => 'weight.level>1') }), new RegExp(`numericFilters has more than ${L.maxFilterEntries} filters`));
  await refused(one({ facetFilters: [Array.from({ length: L.maxFilterEntries + 1 }, () => 'language:en')] }), /facetFilters has more than/);
  await refused(one({ tagFilters: Array.from({ length: L.maxFilterEntries + 1 }, () => 't') }), /tagFilters has more than/);
});

test('hostile input: filters nested ~4,500 deep, with parentheses or NOT NOT …, → 400 (no stack overflow)', async () => {
  const parens = `${'('.repeat(4500)}language:en${')'.repeat(4500)}`;
  await refused(one({ filters: parens }), /filters is longer than|nested deeper/);
  await refused(one({ filters: `${'NOT '.repeat(4500)}language:en` }), /filters is longer than|nested deeper/);
  // Within the length limit, still too deep.
  await refused(one({ filters: `${'('.repeat(L.maxFilterDepth + 1)}language:en${')'.repeat(L.maxFilterDepth + 1)}` }), /nested deeper than/);
  await refused(one({ filters: `${'NOT '.repeat(L.maxFilterDepth + 1)}language:en` }), /nested deeper than/);
  // At the depth limit: answered.
  const ok = await send(MULTI, one({ filters: `${'('.repeat(L.maxFilterDepth)}language:en${')'.repeat(L.maxFilterDepth)}` }));
  assert.equal(ok.status, 200);
});

test('hostile input: an unknown parameter holding deeply nested arrays → 400 (body depth checked before parsing)', async () => {
  const deep = `{"requests":[{"indexName":"dagster","query":"a","someUnknownParam":${'['.repeat(100_000)}${']'.repeat(100_000)}}]}`;
  await refused(deep, /nests deeper than/);
  // Also inside a legacy params string and the single-index route.
  await refused(one({ params: `x=${encodeURIComponent('['.repeat(5000) + ']'.repeat(5000))}` }), /nests deeper than/);
  await refused(`{"query":"a","x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`, /nests deeper than/, `/1/indexes/dagster/query?${CREDS}`);
  // Shallow unknown parameters are ignored (and echoed in `params`).
  const r = await send(MULTI, one({ someUnknownParam: [[1, 2], { a: 'b' }] }));
  assert.equal(r.status, 200);
});

test('hostile input: a deeply nested field in an /1/events event → 400, and no event of the batch is stored', async () => {
  const good = { eventType: 'click', eventName: 'Item Clicked', index: 'dagster', userToken: 'u1', objectIDs: ['a'], positions: [1], queryID: 'a'.repeat(32) };
  const events = `/1/events?${CREDS}`;
  const log = join(dataDir, 'events.jsonl');
  const before = existsSync(log) ? readFileSync(log, 'utf8') : '';
  await refused(`{"events":[${JSON.stringify(good)},{"eventType":"click","eventName":"x","index":"dagster","userToken":"u","extra":${'['.repeat(5000)}${']'.repeat(5000)}}]}`, /nests deeper than/, events);
  await refused(JSON.stringify({ events: [good, { ...good, extra: [[[['deep']]]] }] }), /events\[1\] nests deeper than/, events);
  await refused(JSON.stringify({ events: [good, { ...good, extra: 'x'.repeat(L.maxEventStringChars + 1) }] }), /events\[1\]: a string is longer than/, events);
  await refused(JSON.stringify({ events: [good, good, { ...good, eventType: 'nope' }] }), /events\[2\]\.eventType/, events);
  await app.searchState.analytics.close();
  const after_ = existsSync(log) ? readFileSync(log, 'utf8') : '';
  assert.equal(after_, before, 'a refused batch stores nothing (a retry cannot duplicate events)');
});

test('hostile input: 905 KB highlight tags and ellipsis → 400 naming the limit (no amplification)', async () => {
  const tag = '<'.repeat(300_000);
  await refused(one({ highlightPreTag: tag }), new RegExp(`highlightPreTag is longer than ${L.maxTagChars} characters`));
  await refused(one({ highlightPostTag: tag }), /highlightPostTag is longer than/);
  await refused(one({ snippetEllipsisText: tag }), new RegExp(`snippetEllipsisText is longer than ${L.maxEllipsisChars} characters`));
  // At the limits, 1,000 hits of a common word: the answer stays bounded.
  const r = await send(MULTI, one({ query: 'the', hitsPerPage: 1000, highlightPreTag: 'p'.repeat(L.maxTagChars), highlightPostTag: 'q'.repeat(L.maxTagChars), snippetEllipsisText: 'e'.repeat(L.maxEllipsisChars) }));
  assert.equal(r.status, 200);
  assert.ok(r.bytes < 20 * 1024 * 1024, `answer ${r.bytes} bytes`);
});

test('hostile input: log flood — 20 repeats of a 1 MiB query are refused; 20 repeats of the longest allowed query add only bounded lines', async () => {
  const s = await server();
  const log = join(dataDir, 'queries.jsonl');
  await s.searchState.analytics.close();
  const size = (): number => (existsSync(log) ? readFileSync(log).length : 0);
  const before = size();
  for (let i = 0; i < 20; i++) {
    const r = await send(MULTI, one({ query: 'q'.repeat(1024 * 1024) }));
    assert.ok(r.status === 413 || r.status === 400, `status ${r.status}`);
  }
  for (let i = 0; i < 20; i++) assert.equal((await send(MULTI, one({ query: `${i} ${'q'.repeat(L.maxQueryChars - 3)}` }))).status, 200);
  await s.searchState.analytics.close();
  const grown = size() - before;
  assert.ok(grown < 20 * (SEARCH_CONFIG.analytics.maxLoggedQueryChars + 400), `the log grew by ${grown} bytes`);
});

test('hostile input: other per-request limits answer 400 naming the parameter', async () => {
  await refused(one({ query: 'q'.repeat(L.maxQueryChars + 1) }), new RegExp(`query is longer than ${L.maxQueryChars} bytes`));
  await refused(one({ hitsPerPage: 1001 }), /hitsPerPage must be between 0 and 1000/);
  await refused(one({ page: L.maxPage + 1 }), new RegExp(`page must be between 0 and ${L.maxPage}`));
  await refused(one({ attributesToRetrieve: Array.from({ length: L.maxAttributesPerList + 1 }, (_, i) => `a${i}`) }), /attributesToRetrieve has more than/);
  await refused(one({ attributesToSnippet: ['content:5000'] }), /at most 100 words/);
  await refused(multi(Array.from({ length: SEARCH_CONFIG.server.maxMultiQueries + 1 }, () => ({ indexName: 'dagster', query: 'a' }))), /at most 10 requests per multi-query/);
  await refused(multi(Array.from({ length: 2 }, () => ({ indexName: 'dagster', query: 'a', hitsPerPage: 600 }))), /at most 1000 hits per multi-query/);
  await refused(one(Object.fromEntries(Array.from({ length: L.maxParamsPerRequest + 1 }, (_, i) => [`p${i}`, i]))), /more than 100 parameters/);
  await refused(one({ filters: 'url:x' }), /attribute "url" is not filterable/);
});

test('hostile input: the worst valid multi-query is answered within the bound', async () => {
  // maxMultiQueries requests at every limit: longest query (typo-tolerant words), 100 filter conditions, 20 hits each.
  const words = 'asest matrialize scheduel sensr partiton backfil dbt snowflak resourc confg definitons jb';
  const filters = Array.from({ length: L.maxFilterTerms }, (_, i) => (i % 2 ? 'language:en' : `weight.pageRank>=${i % 5}`)).join(' OR ');
  const req = { ...docsearchModalRequest(words), filters, facets: ['*'], hitsPerPage: 20 };
  const r = await send(MULTI, multi(Array.from({ length: SEARCH_CONFIG.server.maxMultiQueries }, (_, i) => ({ ...req, query: `${words} ${i}` }))));
  assert.equal(r.status, 200);
  // Per query within the generous bound (the engine's typo walk for 12 misspelt words dominates).
  assert.ok(r.ms < SEARCH_CONFIG.server.maxMultiQueries * MAX_MS, `worst valid multi-query took ${r.ms.toFixed(0)} ms`);
});

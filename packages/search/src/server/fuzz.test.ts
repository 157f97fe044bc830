/**
 * Property-based fuzzing of the search API with fast-check: thousands of
 * generated hostile bodies per run — random JSON, deep nesting, huge strings, wrong types, hostile
 * filter expressions, hostile events — through `app.inject`. Every answer is 2xx/4xx with a JSON
 * `{message, status}` body on errors, and none takes longer than {@link MAX_MS} (measured per
 * request; generous, CI machines are slow). Then a responsiveness test on a real listening server:
 * while the heaviest valid multi-query is in flight, `/1/isalive` answers within 250 ms.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildSearchServer } from './app.ts';
import { CORPUS } from '../__fixtures__/corpus.ts';
import { readRecordsFile } from '../records/records-file.ts';
import { docsearchModalRequest } from '../algolia/modal-request.ts';
import { SEARCH_CONFIG } from '../config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'search-fuzz-'));
const CREDS = 'x-algolia-api-key=docs-search-public-key&x-algolia-application-id=DAGSTERDOCS';
/** Per-request bound: generous, as shared CI runners stall processes for hundreds of ms (one run at load average 22 took over 500 ms once). */
const MAX_MS = 1000;
const SITE_RECORDS = fileURLToPath(new URL('../../../../website/build/search/records.json', import.meta.url));

/** A request over {@link MAX_MS} fails only when it also took this many times a trivial request timed right after it. */
const SLOW_FACTOR = 20;

/** Median time (ms) of three trivial requests to the same route (an empty events batch, or a one-word search), ms. */
async function trivialMs(url: string): Promise<number> {
  const s = await server();
  const path = url.split('?')[0];
  const payload = JSON.stringify(path === '/1/events' ? { events: [] } : path.endsWith('/query') ? { query: 'asset' } : { requests: [{ indexName: 'dagster', query: 'asset' }] });
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await s.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[1];
}

let app: FastifyInstance;
async function server(): Promise<FastifyInstance> {
  app ??= await buildSearchServer({ records: CORPUS, dataDir, log: () => {} });
  return app;
}
after(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const URLS = [`/1/indexes/*/queries?${CREDS}`, `/1/indexes/dagster/query?${CREDS}`, `/1/events?${CREDS}`];

/** Send one body; assert 2xx/4xx, a JSON error body, and the time bound. */
async function check(url: string, payload: string, contentType = 'text/plain'): Promise<void> {
  const s = await server();
  const t0 = performance.now();
  const res = await s.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
  const ms = performance.now() - t0;
  const what = `${res.statusCode} for ${url.split('?')[0]} ${payload.slice(0, 120)}`;
  assert.ok(res.statusCode >= 200 && res.statusCode < 500, what);
  if (ms >= MAX_MS) {
    // Over the bound: tell a slow request from a stalled machine. Time a trivial request now; a
    // request is slow only when it took over SLOW_FACTOR times that (seen: a load average of 8 on 2
    // cores made every insights request take ~1 s, the trivial one included).
    const trivial = await trivialMs(url);
    assert.ok(ms < SLOW_FACTOR * trivial, `${ms.toFixed(0)} ms (a trivial request now takes ${trivial.toFixed(0)} ms): ${what}`);
  }
  if (res.statusCode >= 400) {
    const body = res.json() as { message?: unknown; status?: unknown };
    assert.equal(body.status, res.statusCode, what);
    assert.equal(typeof body.message, 'string', what);
  }
}

const KNOWN_PARAMS = ['query', 'page', 'hitsPerPage', 'facets', 'facetFilters', 'tagFilters', 'numericFilters', 'filters', 'attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet', 'highlightPreTag', 'highlightPostTag', 'snippetEllipsisText', 'clickAnalytics', 'analytics', 'advancedSyntax', 'typoTolerance', 'distinct', 'paginationLimitedTo', 'type', 'facet', 'facetQuery', 'maxFacetHits', 'maxValuesPerFacet', 'params', 'optionalWords'];

/** Nesting `depth` levels of arrays or objects around a value, as JSON text. */
const deepText = fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom('[', '{"a":'), fc.constantFrom('1', '"x"', '[]')).map(([depth, open, inner]) => open.repeat(depth) + inner + (open === '[' ? ']' : '}').repeat(depth));
/** Strings from empty to ~600 KB. */
const hugeString = fc.tuple(fc.integer({ min: 0, max: 600_000 }), fc.constantFrom('x', '(', '<', '\\"', 'é', '\u{1F600}', ' OR ', 'NOT ')).map(([n, c]) => c.repeat(Math.ceil(n / c.length)));
/** Filter-expression fragments, assembled at random (unbalanced, deep, long, wrong attributes). */
const FILTER_TOKENS = ['(', ')', 'NOT', 'AND', 'OR', 'language:en', 'type:lvl1', 'weight.pageRank>1', 'weight.level:1 TO 100', 'content:x', '"quoted', ':', '>=', '-', 'TO', 'url:"a b"'];
const hostileFilter = fc.array(fc.constantFrom(...FILTER_TOKENS), { maxLength: 300 }).map((t) => t.join(' '));
/** Any value for a known parameter: wrong types, huge, deep. */
const paramValue = fc.oneof(fc.jsonValue({ maxDepth: 4 }), hugeString, hostileFilter, fc.array(fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })), { maxLength: 300 }));

test('fuzz: random JSON bodies on every API route → 2xx/4xx within the bound', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...URLS), fc.jsonValue({ maxDepth: 6 }), async (url, v) => check(url, JSON.stringify(v) ?? 'null')),
    { numRuns: 800 },
  );
});

test('fuzz: deep nesting and huge strings anywhere → 4xx, never a stack overflow', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...URLS), deepText, fc.constantFrom('body', 'param', 'event', 'params-string'), async (url, deep, where) => {
      const body =
        where === 'body'
          ? deep
          : where === 'param'
            ? `{"requests":[{"indexName":"dagster","query":"a","unknownParam":${deep}}]}`
            : where === 'event'
              ? `{"events":[{"eventType":"click","eventName":"x","index":"dagster","userToken":"u","extra":${deep}}]}`
              : JSON.stringify({ requests: [{ indexName: 'dagster', params: `facetFilters=${encodeURIComponent(deep)}` }] });
      await check(url, body);
    }),
    { numRuns: 300 },
  );
});

test('fuzz: wrong types and hostile values for every known parameter → 2xx/4xx within the bound', async () => {
  const request = fc.dictionary(fc.constantFrom(...KNOWN_PARAMS), paramValue, { maxKeys: 6 });
  await fc.assert(
    fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 12 }), fc.boolean(), async (requests, single) => {
      if (single) await check(URLS[1], JSON.stringify(requests[0]));
      else await check(URLS[0], JSON.stringify({ requests: requests.map((r) => ({ indexName: 'dagster', ...r })) }));
    }),
    { numRuns: 800 },
  );
});

test('fuzz: hostile filter expressions → 2xx/4xx within the bound', async () => {
  await fc.assert(
    fc.asyncProperty(hostileFilter, fc.constantFrom('filters', 'numericFilters', 'facetFilters'), async (expr, name) => {
      await check(URLS[0], JSON.stringify({ requests: [{ indexName: 'dagster', query: 'asset', [name]: name === 'filters' ? expr : expr.split(' ') }] }));
    }),
    { numRuns: 600 },
  );
});

test('fuzz: hostile insights events → 2xx/4xx within the bound', async () => {
  const event = fc.record(
    { eventType: fc.oneof(fc.constantFrom('view', 'click', 'conversion'), paramValue), eventName: fc.oneof(fc.string({ minLength: 1, maxLength: 64 }), paramValue), index: fc.oneof(fc.constant('dagster'), paramValue), userToken: fc.oneof(fc.string({ minLength: 1, maxLength: 129 }), paramValue), objectIDs: fc.oneof(fc.array(fc.string(), { maxLength: 30 }), paramValue), positions: fc.oneof(fc.array(fc.nat(), { maxLength: 30 }), paramValue), extra: paramValue },
    { requiredKeys: [] },
  );
  await fc.assert(
    fc.asyncProperty(fc.array(event, { maxLength: 40 }), async (events) => check(URLS[2], JSON.stringify({ events }), 'application/json')),
    { numRuns: 300 },
  );
});

test('responsiveness: while the heaviest valid multi-query is in flight, /1/isalive answers within 250 ms (or, on a slower machine, within one search)', async () => {
  // A real listening server on 127.0.0.1, port 0, over the site's records when built (else the fixture corpus).
  const records = existsSync(SITE_RECORDS) ? await readRecordsFile(SITE_RECORDS) : CORPUS;
  const live = await buildSearchServer({ records, dataDir: null, log: () => {} });
  try {
    const origin = await live.listen({ host: '127.0.0.1', port: 0 });
    const L = SEARCH_CONFIG.limits;
    const words = 'asest matrialize scheduel sensr partiton backfil dbt snowflak resourc confg definitons jb';
    const filters = Array.from({ length: L.maxFilterTerms }, (_, i) => (i % 2 ? 'language:en' : `weight.pageRank>=${i % 5}`)).join(' OR ');
    const heavy = (n: number): string => JSON.stringify({ requests: Array.from({ length: SEARCH_CONFIG.server.maxMultiQueries }, (_, i) => ({ ...docsearchModalRequest(`${words} ${n}${i}`), filters, facets: ['*'] })) });
    await fetch(`${origin}/1/indexes/*/queries?${CREDS}`, { method: 'POST', body: heavy(0) }).then((r) => r.arrayBuffer()); // warm-up (facet columns, JIT)
    // The machine's own jitter: the worst /1/isalive with nothing else in flight (20 probes).
    const idleProbe = async (): Promise<number> => {
      let worst = 0;
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        await (await fetch(`${origin}/1/isalive`)).arrayBuffer();
        worst = Math.max(worst, performance.now() - t0);
      }
      return worst;
    };
    let idleWorst = await idleProbe();
    const inFlight = [1, 2].map((n) => fetch(`${origin}/1/indexes/*/queries?${CREDS}`, { method: 'POST', body: heavy(n) }).then(async (r) => ({ status: r.status, body: (await r.json()) as { results: Array<{ processingTimeMS: number }> } })));
    let settled = false;
    void Promise.all(inFlight).finally(() => (settled = true));
    const latencies: number[] = [];
    while (!settled || latencies.length < 3) {
      const t0 = performance.now();
      const r = await fetch(`${origin}/1/isalive`);
      await r.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (latencies.length > 200) break;
    }
    const answers = await Promise.all(inFlight);
    assert.deepEqual(answers.map((a) => a.status), [200, 200]);
    idleWorst = Math.max(idleWorst, await idleProbe()); // jitter after as well: load on a shared machine comes and goes
    const worst = Math.max(...latencies);
    // The searches of a multi-query yield to the event loop between them, so a health check waits
    // for at most one search (not the whole multi-query). 250 ms is the target on an unloaded
    // machine; on a loaded one a single search may take longer, and the bound is that search.
    const longestSearch = Math.max(...answers.flatMap((a) => a.body.results.map((r) => r.processingTimeMS)));
    const wholeMulti = Math.min(...answers.map((a) => a.body.results.reduce((n, r) => n + r.processingTimeMS, 0)));
    // With two heavy requests in flight, one event-loop turn may run one search of each. Every probe
    // also pays the machine's own jitter, measured with nothing in flight (a stress run on a busy
    // 2-core machine once saw 288 ms against a bound of 278 ms that left the measured 26 ms out).
    // A server that did not yield would keep a probe waiting for a whole multi-query instead.
    const bound = Math.max(250, (answers.length + 1) * longestSearch + 50) + idleWorst;
    assert.ok(worst < bound, `/1/isalive took up to ${worst.toFixed(0)} ms, bound ${bound.toFixed(0)} ms (${latencies.length} probes; idle worst ${idleWorst.toFixed(0)} ms; longest single search ${longestSearch} ms, a whole multi-query ${wholeMulti} ms)`);
  } finally {
    await live.close();
  }
});

/**
 * In-process HTTP tests (fastify `inject`, no ports) of the search API: the happy paths the modal
 * and the /search page use, and EVERY error path (docs/protocol.md#modal-request, #insights-events, #server).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildSearchServer } from './app.ts';
import { CORPUS } from '../__fixtures__/corpus.ts';
import { modalParams } from '../__fixtures__/records.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'search-test-'));
const CREDS = 'x-algolia-api-key=docs-search-public-key&x-algolia-application-id=DAGSTERDOCS';
const MULTI = `/1/indexes/*/queries?x-algolia-agent=Algolia%20for%20JavaScript%20(5.17.1)&${CREDS}`;
let app: FastifyInstance;

async function server(): Promise<FastifyInstance> {
  app ??= await buildSearchServer({ records: CORPUS, dataDir, log: () => {} });
  return app;
}
async function inject(opts: InjectOptions) {
  return (await server()).inject(opts);
}
const post = (url: string, body: unknown, headers: Record<string, string> = { 'content-type': 'text/plain' }) =>
  inject({ method: 'POST', url, payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body), headers });

after(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('modal request: text/plain body, credentials in the query string', async () => {
  const res = await post(MULTI, { requests: [{ indexName: 'dagster', ...modalParams('asset sensor') }] });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['access-control-allow-origin'], '*');
  const body = res.json();
  assert.equal(body.results.length, 1);
  const r = body.results[0];
  assert.deepEqual(Object.keys(r), ['hits', 'nbHits', 'page', 'nbPages', 'hitsPerPage', 'exhaustiveNbHits', 'query', 'params', 'index', 'processingTimeMS']);
  assert.equal(r.query, 'asset sensor');
  assert.equal(r.index, 'dagster');
  assert.equal(r.hits[0].url, 'https://docs.dagster.io/guides/automate/sensors#asset-sensors');
  assert.ok(r.params.includes('query=asset%20sensor'));
  assert.ok(r.params.includes('hitsPerPage=20'));
  assert.ok(!JSON.stringify(body).includes('_automaticInsights'));
  assert.ok(r.hits.every((h: { url: string }) => /^https?:\/\//.test(h.url)));
});

test('/search page request: several queries, same order and count, facets, hitsPerPage 0, exact query echo', async () => {
  const q = '  Schedules  ';
  const res = await post(MULTI, {
    requests: [
      { indexName: 'dagster', advancedSyntax: true, facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['language:en']], facets: ['docusaurus_tag', 'language'], hitsPerPage: 15, page: 0, query: q },
      { indexName: 'dagster', advancedSyntax: true, analytics: false, clickAnalytics: false, facetFilters: [['language:en']], facets: 'docusaurus_tag', hitsPerPage: 0, page: 0, query: q },
      { indexName: 'dagster', advancedSyntax: true, analytics: false, clickAnalytics: false, facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']], facets: 'language', hitsPerPage: 0, page: 0, query: q },
    ],
  });
  assert.equal(res.statusCode, 200);
  const [a, b, c] = res.json().results;
  assert.equal(res.json().results.length, 3);
  for (const r of [a, b, c]) assert.equal(r.query, q);
  assert.ok(a.hits.length > 0 && a.hits.length <= 15);
  assert.deepEqual(Object.keys(a.facets), ['docusaurus_tag', 'language']);
  assert.deepEqual(b.hits, []);
  assert.ok(b.nbHits > 0);
  assert.deepEqual(Object.keys(b.facets), ['docusaurus_tag']);
  assert.deepEqual(Object.keys(c.facets), ['language']);
  // index defaults: DocSearch highlight span and content:10 snippets
  assert.ok(JSON.stringify(a.hits).includes('algolia-docsearch-suggestion--highlight'));
});

test('credentials: headers, any letter case in the query string', async () => {
  const h = await post('/1/indexes/*/queries', { requests: [{ indexName: 'dagster', query: 'dbt' }] }, { 'content-type': 'application/json', 'x-algolia-api-key': 'docs-search-public-key', 'x-algolia-application-id': 'DAGSTERDOCS' });
  assert.equal(h.statusCode, 200);
  const q = await post('/1/indexes/*/queries?X-Algolia-API-Key=docs-search-public-key&X-Algolia-Application-Id=DAGSTERDOCS', { requests: [] });
  assert.equal(q.statusCode, 200);
  assert.deepEqual(q.json(), { results: [] });
});

for (const [name, url, headers] of [
  ['wrong key', '/1/indexes/*/queries?x-algolia-api-key=nope&x-algolia-application-id=DAGSTERDOCS', {}],
  ['missing key', '/1/indexes/*/queries?x-algolia-application-id=DAGSTERDOCS', {}],
  ['wrong app id', '/1/indexes/*/queries?x-algolia-api-key=docs-search-public-key&x-algolia-application-id=OTHER', {}],
  ['no credentials at all', '/1/indexes/*/queries', {}],
  ['wrong key in header', '/1/indexes/*/queries', { 'x-algolia-api-key': 'admin', 'x-algolia-application-id': 'DAGSTERDOCS' }],
] as const) {
  test(`403 for ${name}`, async () => {
    const res = await post(url, { requests: [{ indexName: 'dagster', query: 'x' }] }, { 'content-type': 'text/plain', ...headers });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), { message: 'Invalid Application-ID or API key', status: 403 });
  });
}

test('400 for malformed JSON, any content type', async () => {
  for (const ct of ['text/plain', 'application/json', 'application/x-www-form-urlencoded']) {
    const res = await post(MULTI, '{"requests": [', { 'content-type': ct });
    assert.equal(res.statusCode, 400, ct);
    assert.deepEqual(Object.keys(res.json()), ['message', 'status']);
    assert.equal(res.json().status, 400);
  }
});

test('400 for wrong shapes and types', async () => {
  const bad: unknown[] = [
    [],
    'just a string',
    42,
    null,
    { requests: 'x' },
    { requests: {} },
    { requests: [null] },
    { requests: [[1]] },
    { requests: [{ query: 'no index' }] },
    { requests: [{ indexName: 5, query: 'x' }] },
    { requests: [{ indexName: 'dagster', query: 5 }] },
    { requests: [{ indexName: 'dagster', hitsPerPage: 'many' }] },
    { requests: [{ indexName: 'dagster', hitsPerPage: -1 }] },
    { requests: [{ indexName: 'dagster', page: 1.5 }] },
    { requests: [{ indexName: 'dagster', facetFilters: [1, 2] }] },
    { requests: [{ indexName: 'dagster', facetFilters: 'no-colon' }] },
    { requests: [{ indexName: 'dagster', attributesToRetrieve: [1] }] },
    { requests: [{ indexName: 'dagster', highlightPreTag: {} }] },
    { requests: [{ indexName: 'dagster', clickAnalytics: 'maybe' }] },
    { requests: [{ indexName: 'dagster', params: 5 }] },
    { requests: [{ indexName: 'dagster', params: 'facetFilters=%5Bbroken' }] },
    { requests: Array.from({ length: 51 }, () => ({ indexName: 'dagster', query: 'x' })) },
  ];
  for (const body of bad) {
    const res = await post(MULTI, body === null ? 'null' : body);
    assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 80));
    assert.equal(res.json().status, 400);
    assert.equal(typeof res.json().message, 'string');
  }
});

test('empty body is a 400, not a crash', async () => {
  const res = await inject({ method: 'POST', url: MULTI });
  assert.equal(res.statusCode, 400);
});

test('404 for an unknown index (multi, single, legacy)', async () => {
  const multi = await post(MULTI, { requests: [{ indexName: 'dagster', query: 'a' }, { indexName: 'other', query: 'a' }] });
  assert.equal(multi.statusCode, 404);
  assert.deepEqual(multi.json(), { message: 'Index does not exist', status: 404 });
  const single = await post(`/1/indexes/other/query?${CREDS}`, { query: 'a' });
  assert.deepEqual([single.statusCode, single.json().message], [404, 'Index does not exist']);
  const legacy = await inject({ method: 'GET', url: `/1/indexes/other?query=a&${CREDS}` });
  assert.equal(legacy.statusCode, 404);
});

test('404 JSON for unknown routes and methods, never a redirect', async () => {
  for (const [method, url] of [
    ['POST', `/1/nope?${CREDS}`],
    ['GET', `/1/indexes/dagster/settings?${CREDS}`],
    ['PUT', MULTI],
    ['DELETE', `/1/indexes/dagster?${CREDS}`],
    ['GET', '/totally/unknown'],
  ] as const) {
    const res = await inject({ method, url });
    assert.equal(res.statusCode, 404, `${method} ${url}`);
    assert.equal(res.json().status, 404);
  }
  const slash = await post(MULTI.replace('/queries?', '/queries/?'), { requests: [] });
  assert.equal(slash.statusCode, 200, 'trailing slash is not redirected');
});

test('413 for a body over the limit (raw and gzip-inflated)', async () => {
  const big = JSON.stringify({ requests: [{ indexName: 'dagster', query: 'x'.repeat(2 * 1024 * 1024) }] });
  const res = await post(MULTI, big);
  assert.equal(res.statusCode, 413);
  assert.deepEqual(Object.keys(res.json()), ['message', 'status']);
  const bomb = gzipSync(Buffer.from(JSON.stringify({ requests: [], pad: 'a'.repeat(3 * 1024 * 1024) })));
  assert.ok(bomb.length < 1024 * 1024);
  const res2 = await inject({ method: 'POST', url: MULTI, payload: bomb, headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' } });
  assert.equal(res2.statusCode, 413);
});

test('gzip, form-urlencoded and application/json bodies', async () => {
  const body = JSON.stringify({ requests: [{ indexName: 'dagster', query: 'snowflake' }] });
  const gz = await inject({ method: 'POST', url: MULTI, payload: gzipSync(Buffer.from(body)), headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
  assert.equal(gz.statusCode, 200);
  assert.equal(gz.json().results[0].hits[0].url, 'https://docs.dagster.io/integrations/libraries/snowflake');
  const form = await post(MULTI, body, { 'content-type': 'application/x-www-form-urlencoded' });
  assert.equal(form.statusCode, 200);
  const realForm = await post(`/1/indexes/dagster/query?${CREDS}`, 'params=query%3Dsnowflake%26hitsPerPage%3D1', { 'content-type': 'application/x-www-form-urlencoded' });
  assert.equal(realForm.statusCode, 200);
  assert.equal(realForm.json().hits.length, 1);
  const json = await post(MULTI, body, { 'content-type': 'application/json; charset=utf-8' });
  assert.equal(json.statusCode, 200);
  const badGzip = await inject({ method: 'POST', url: MULTI, payload: 'not gzip', headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' } });
  assert.equal(badGzip.statusCode, 400);
});

test('legacy params string merged under object keys; single-index routes', async () => {
  const res = await post(MULTI, { requests: [{ indexName: 'dagster', params: 'query=sensors&hitsPerPage=1&page=0', hitsPerPage: 2 }] });
  const r = res.json().results[0];
  assert.equal(r.query, 'sensors');
  assert.equal(r.hitsPerPage, 2, 'object keys win over params');
  const single = await post(`/1/indexes/dagster/query?${CREDS}`, { params: 'query=schedules&hitsPerPage=3' });
  assert.equal(single.statusCode, 200);
  assert.equal(single.json().hitsPerPage, 3);
  assert.equal(single.json().query, 'schedules');
  const legacy = await inject({ method: 'GET', url: `/1/indexes/dagster?query=schedules&hitsPerPage=2&${CREDS}` });
  assert.equal(legacy.statusCode, 200);
  assert.equal(legacy.json().hits.length, 2);
  assert.equal(legacy.json().query, 'schedules');
});

test('clickAnalytics returns a 32-hex queryID', async () => {
  const res = await post(MULTI, { requests: [{ indexName: 'dagster', query: 'dbt', clickAnalytics: true }, { indexName: 'dagster', query: 'dbt' }] });
  const [a, b] = res.json().results;
  assert.match(a.queryID, /^[0-9a-f]{32}$/);
  assert.equal(b.queryID, undefined);
});

test('a cached answer with clickAnalytics, gzip accepted: gzip bytes assembled around a fresh queryID, equal to the uncompressed answer but for the id', async () => {
  const body = { requests: [{ indexName: 'dagster', query: 'sensor', params: 'hitsPerPage=3', clickAnalytics: true }, { indexName: 'dagster', query: 'sensor', params: '' , clickAnalytics: true }, { indexName: 'dagster', query: 'asset' }] };
  const gz = { 'content-type': 'text/plain', 'accept-encoding': 'gzip' };
  await post(MULTI, body, gz); // fills the cache
  const [one, two] = [await post(MULTI, body, gz), await post(MULTI, body, gz)];
  const plain = await post(MULTI, body);
  const { gunzipSync } = await import('node:zlib');
  const texts = [one, two].map((r) => {
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['content-encoding'], 'gzip');
    return JSON.parse(gunzipSync(r.rawPayload).toString('utf8')) as { results: { queryID?: string; params?: string }[] };
  });
  const ids = texts.map((t) => t.results.map((r) => r.queryID));
  for (const row of ids) {
    assert.match(row[0]!, /^[0-9a-f]{32}$/);
    assert.match(row[1]!, /^[0-9a-f]{32}$/);
    assert.equal(row[2], undefined, 'the request without clickAnalytics gets no queryID');
  }
  assert.notEqual(ids[0][0], ids[1][0], 'every answer gets its own queryID');
  for (const r of texts[0].results.slice(0, 2)) assert.match(r.params!, /^(?:[^&]+&)*clickAnalytics=true$/, 'params echo clickAnalytics=true once, at the end');
  assert.equal(texts[0].results[0].params, plain.json().results[0].params, 'params echoed as the uncompressed path does');
  const strip = (t: { results: { queryID?: string }[] }) => JSON.stringify({ ...t, results: t.results.map(({ queryID: _q, ...r }) => r) });
  assert.equal(strip(texts[0]), strip(plain.json()), 'the same answer as the uncompressed path, but for the ids');
});

test('OPTIONS preflight for any path', async () => {
  for (const url of [MULTI, '/1/events', '/anything']) {
    const res = await inject({ method: 'OPTIONS', url, headers: { origin: 'https://example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-algolia-api-key, x-algolia-custom' } });
    assert.equal(res.statusCode, 204, url);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.headers['access-control-allow-methods'], 'POST, GET, OPTIONS');
    const allowed = String(res.headers['access-control-allow-headers']);
    for (const h of ['content-type', 'x-algolia-application-id', 'x-algolia-api-key', 'x-algolia-custom']) assert.ok(allowed.includes(h), h);
    assert.equal(res.headers['access-control-max-age'], '86400');
  }
});

test('insights events: beacon text/plain and XHR JSON, logged to events.jsonl', async () => {
  const events = { events: [{ eventType: 'click', eventName: 'Item Selected', index: 'dagster', positions: [1], queryID: 'a'.repeat(32), objectIDs: ['h2'], userToken: 'anonymous-1' }] };
  const beacon = await post('/1/events?X-Algolia-Application-Id=DAGSTERDOCS&X-Algolia-API-Key=docs-search-public-key&X-Algolia-Agent=insights-js', events, { 'content-type': 'text/plain;charset=UTF-8' });
  assert.equal(beacon.statusCode, 200);
  assert.deepEqual(beacon.json(), { status: 200, message: 'OK' });
  const xhr = await post(`/1/events?${CREDS}`, { events: [{ eventType: 'view', eventName: 'Items Viewed', index: 'dagster', objectIDs: ['a', 'b'], userToken: 'anonymous-1', algoliaSource: ['autocomplete'] }] }, { 'content-type': 'application/json' });
  assert.equal(xhr.statusCode, 200);
  await app.searchState.analytics.close();
  const lines = readFileSync(join(dataDir, 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(lines.map((l) => l.event.eventType), ['click', 'view']);
});

test('insights events: validation and credentials', async () => {
  const ok = { eventType: 'view', eventName: 'Items Viewed', index: 'dagster', objectIDs: ['a'], userToken: 'u' };
  for (const body of [{}, { events: 'x' }, { events: [{ ...ok, eventType: 'hover' }] }, { events: [{ ...ok, objectIDs: Array(21).fill('a') }] }, { events: [{ ...ok, eventName: 'x'.repeat(65) }] }, { events: [{ ...ok, queryID: 'nothex' }] }, { events: Array(1001).fill(ok) }]) {
    const res = await post(`/1/events?${CREDS}`, body);
    assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 60));
  }
  const denied = await post('/1/events', { events: [ok] });
  assert.equal(denied.statusCode, 403);
});

test('responses over 1 KB are gzipped when accepted', async () => {
  const res = await post(MULTI, { requests: [{ indexName: 'dagster', ...modalParams('asset') }] }, { 'content-type': 'text/plain', 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(res.headers['content-encoding'], 'gzip');
  const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
  assert.ok(body.results[0].hits.length > 0);
});

test('every query is logged with nbHits and time', async () => {
  await post(MULTI, { requests: [{ indexName: 'dagster', query: 'zzznothing' }] });
  await app.searchState.analytics.close();
  const lines = readFileSync(join(dataDir, 'queries.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const last = lines[lines.length - 1];
  assert.equal(last.query, 'zzznothing');
  assert.equal(last.nbHits, 0);
  assert.equal(last.index, 'dagster');
  assert.equal(typeof last.processingTimeMS, 'number');
  assert.ok(!Number.isNaN(Date.parse(last.ts)));
  assert.match(last.agent, /Algolia for JavaScript/);
});

test('isalive health route needs no credentials', async () => {
  const res = await inject({ method: 'GET', url: '/1/isalive' });
  assert.deepEqual([res.statusCode, res.json()], [200, { message: 'server is alive' }]);
});

test('fuzzing: junk bodies and params never produce 5xx', async () => {
  const junk = ['{', '[]', '""', '0', 'true', '{"requests":[{"indexName":"dagster","query":"\\u0000\\ud800"}]}', '{"requests":[{"indexName":"dagster","query":"' + '((('.repeat(100) + '"}]}', '{"requests":[{"indexName":"dagster","query":"\\"unterminated -"}]}', '{"requests":[{"indexName":"dagster","facets":[{}]}]}', '{"requests":[{"indexName":"dagster","typoTolerance":"weird"}]}', '{"requests":[{"indexName":"dagster","attributesToSnippet":["content:abc"]}]}', '{"requests":[{"indexName":"dagster","type":"facet","facet":"language","facetQuery":"e"}]}', '{"__proto__":{"x":1},"requests":[{"indexName":"dagster","constructor":{"prototype":{}}}]}'];
  for (const body of junk) {
    const res = await post(MULTI, body);
    assert.ok(res.statusCode < 500, `${res.statusCode} for ${body.slice(0, 60)}`);
  }
  for (const url of [`/1/indexes/dagster?query=%E0%A4%A&${CREDS}`, `/1/indexes/dagster?page=-1&${CREDS}`, `/1/indexes/%ZZ?${CREDS}`, `/1/indexes/dagster?hitsPerPage=1&hitsPerPage=2&${CREDS}`]) {
    const res = await inject({ method: 'GET', url });
    assert.ok(res.statusCode < 500, `${res.statusCode} ${url}`);
    assert.doesNotThrow(() => res.json());
  }
});

test('response cache: identical requests get identical bytes and are still logged', async () => {
  const s = await server();
  const cache = s.searchState.cache!;
  const body = { requests: [{ indexName: 'dagster', ...modalParams('cache probe schedules') }] };
  const before = cache.hits;
  const a = await post(MULTI, body, { 'content-type': 'text/plain', 'accept-encoding': 'gzip' });
  const b = await post(MULTI, body, { 'content-type': 'text/plain', 'accept-encoding': 'gzip' });
  assert.equal(cache.hits, before + 1);
  assert.deepEqual(b.rawPayload, a.rawPayload);
  assert.equal(b.headers['content-encoding'], 'gzip');
  const plain = await post(MULTI, body);
  assert.equal(plain.headers['content-encoding'], undefined, 'clients without gzip get plain JSON from the cache');
  assert.deepEqual(plain.json(), JSON.parse(gunzipSync(a.rawPayload).toString('utf8')));
  await s.searchState.analytics.close();
  const logged = readFileSync(join(dataDir, 'queries.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((l) => l.query === 'cache probe schedules');
  assert.equal(logged.length, 3);
  assert.deepEqual(logged.map((l) => Boolean(l.cached)), [false, true, true]);
  const rebuilt = await buildSearchServer({ records: CORPUS, dataDir: null, log: () => {} });
  try {
    assert.equal(rebuilt.searchState.cache!.size, 0, 'replacing the index (a server over a new engine) starts with an empty cache');
  } finally {
    await rebuilt.close();
  }
});

test('response cache serves the modal: requests identical but for clickAnalytics share one entry, each answer gets a fresh queryID', async () => {
  const s = await server();
  const cache = s.searchState.cache!;
  const modal = (click: unknown) => ({ requests: [{ indexName: 'dagster', ...modalParams('cache modal probe'), clickAnalytics: click }] });
  const hits0 = cache.hits;
  const size0 = cache.size;
  const a = await post(MULTI, modal(true), { 'content-type': 'text/plain', 'accept-encoding': 'gzip' });
  const b = await post(MULTI, modal(true));
  const c = await post(MULTI, modal(false));
  const d = await post(MULTI, { requests: [{ indexName: 'dagster', ...modalParams('cache modal probe') }] });
  assert.equal(cache.size, size0 + 1, 'one entry for all four');
  assert.equal(cache.hits, hits0 + 3);
  const ra = JSON.parse((a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.rawPayload) : a.rawPayload).toString('utf8')).results[0];
  const rb = b.json().results[0];
  const rc = c.json().results[0];
  const rd = d.json().results[0];
  assert.match(ra.queryID, /^[0-9a-f]{32}$/);
  assert.match(rb.queryID, /^[0-9a-f]{32}$/);
  assert.notEqual(ra.queryID, rb.queryID, 'a fresh queryID per answer');
  assert.equal(rc.queryID, undefined);
  assert.equal(rd.queryID, undefined);
  assert.match(rb.params, /(^|&)clickAnalytics=true(&|$)/);
  assert.doesNotMatch(rd.params, /clickAnalytics/);
  const { queryID: _a, params: _pa, ...restA } = ra;
  const { queryID: _b, params: _pb, ...restB } = rb;
  const { params: _pd, ...restD } = rd;
  assert.deepEqual(restB, restA);
  assert.deepEqual(restD, restA);
  // Two requests in one multi-query: only the one asking gets a queryID.
  const mixed = (await post(MULTI, { requests: [{ indexName: 'dagster', query: 'dbt', clickAnalytics: true }, { indexName: 'dagster', query: 'dbt' }] })).json().results;
  const mixed2 = (await post(MULTI, { requests: [{ indexName: 'dagster', query: 'dbt', clickAnalytics: true }, { indexName: 'dagster', query: 'dbt' }] })).json().results;
  assert.match(mixed2[0].queryID, /^[0-9a-f]{32}$/);
  assert.notEqual(mixed2[0].queryID, mixed[0].queryID);
  assert.equal(mixed2[1].queryID, undefined);
  // A clickAnalytics value the parser refuses still gets its 400 (never served from the cache).
  assert.equal((await post(MULTI, modal('maybe'))).statusCode, 400);
  // Cache hits are logged with the queryID they were sent with (joins click events).
  await s.searchState.analytics.close();
  const logged = readFileSync(join(dataDir, 'queries.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((l) => l.query === 'cache modal probe');
  assert.deepEqual(logged.map((l) => [Boolean(l.cached), l.queryID]), [[false, ra.queryID], [true, rb.queryID], [true, undefined], [true, undefined]]);
});

test('API under a path prefix', async () => {
  const s = await buildSearchServer({ records: CORPUS, dataDir: null, prefix: '/search-api', log: () => {} });
  try {
    const ok = await s.inject({ method: 'POST', url: `/search-api${MULTI}`, payload: JSON.stringify({ requests: [{ indexName: 'dagster', query: 'dbt' }] }), headers: { 'content-type': 'text/plain' } });
    assert.equal(ok.statusCode, 200);
    assert.equal((await s.inject({ method: 'POST', url: MULTI, payload: '{"requests":[]}' })).statusCode, 404);
    assert.equal((await s.inject({ method: 'OPTIONS', url: `/search-api${MULTI}` })).statusCode, 204);
  } finally {
    await s.close();
  }
});

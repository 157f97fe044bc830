/**
 * The response-cache fast path (cache-fast-path.ts), injected in-process (light-my-request, no
 * ports) into the handler the server listens with. The fast path must be invisible: every
 * answer it gives is the answer fastify gives for the same request, and every request it does
 * not answer reaches fastify whole, body included.
 */
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { inject, type InjectOptions, type Response } from 'light-my-request';
import type { FastifyInstance } from 'fastify';
import { buildSearchServer } from './app.ts';
import { CORPUS } from '../__fixtures__/corpus.ts';
import { modalParams } from '../__fixtures__/records.ts';
import { matchSearchRoute } from './cache-fast-path.ts';

const CREDS = 'x-algolia-api-key=docs-search-public-key&x-algolia-application-id=DAGSTERDOCS';
const MULTI = `/1/indexes/*/queries?x-algolia-agent=Algolia%20for%20JavaScript%20(5.17.1)&${CREDS}`;
const QUERY = `/1/indexes/dagster/query?${CREDS}`;
const GZ = { 'content-type': 'text/plain', 'accept-encoding': 'gzip' };
const dataDir = mkdtempSync(join(tmpdir(), 'fast-path-test-'));
let app: FastifyInstance;
/** Requests that reached fastify (its first hook). */
let reachedFastify = 0;

/** Through the whole server: fast path, then fastify. */
const viaServer = (o: InjectOptions): Promise<Response> => inject(app.searchState.handleRequest, o);
/** Straight into fastify (behind the fast path). */
const viaFastify = (o: InjectOptions): Promise<Response> => app.inject(o);
const modalBody = (q: string): string => JSON.stringify({ requests: [{ indexName: 'dagster', ...modalParams(q) }] });
/** Status, the headers a client acts on, and the decoded body. */
function view(r: Response): { status: number; type: unknown; encoding: unknown; vary: unknown; cors: unknown; body: unknown } {
  const raw = r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.rawPayload) : r.rawPayload;
  return { status: r.statusCode, type: r.headers['content-type'], encoding: r.headers['content-encoding'], vary: r.headers.vary, cors: r.headers['access-control-allow-origin'], body: JSON.parse(raw.toString('utf8')) };
}

before(async () => {
  app = await buildSearchServer({ records: CORPUS, dataDir, log: () => {} });
  app.addHook('onRequest', (_request, _reply, done) => {
    reachedFastify++;
    done();
  });
  await app.ready();
});
after(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('matchSearchRoute: only the two search routes, index names decoded', () => {
  assert.deepEqual(matchSearchRoute('/1/indexes/*/queries', ''), { route: 'multi', index: '*' });
  assert.deepEqual(matchSearchRoute('/1/indexes/dag%20ster/query', ''), { route: 'query', index: 'dag ster' });
  assert.deepEqual(matchSearchRoute('/api/1/indexes/dagster/query', '/api'), { route: 'query', index: 'dagster' });
  for (const p of ['/1/indexes/*/queries/', '/1/indexes//query', '/1/indexes/dagster', '/1/indexes/dagster/browse', '/1/indexes/%ZZ/query', '/api/1/indexes/dagster/query']) {
    assert.equal(matchSearchRoute(p, ''), null, p);
  }
});

test('a hit from the fast path is byte-identical to the miss that stored it, and to fastify hit', async () => {
  const cache = app.searchState.cache!;
  const payload = modalBody('fast path schedules');
  const hits0 = cache.hits;
  const misses0 = cache.misses;
  const miss = await viaServer({ method: 'POST', url: MULTI, payload, headers: GZ });
  assert.equal(cache.misses, misses0 + 1, 'a miss is looked up once (the fast path), not again by the body parser');
  const reached = reachedFastify;
  const hit = await viaServer({ method: 'POST', url: MULTI, payload, headers: GZ });
  assert.equal(reachedFastify, reached, 'the hit was answered before fastify');
  const fastifyHit = await viaFastify({ method: 'POST', url: MULTI, payload, headers: GZ });
  assert.equal(cache.hits, hits0 + 2);
  assert.deepEqual(hit.rawPayload, miss.rawPayload);
  assert.deepEqual(hit.rawPayload, fastifyHit.rawPayload);
  assert.deepEqual(view(hit), view(miss));
  assert.deepEqual(view(hit), view(fastifyHit));
  assert.equal(hit.headers['content-encoding'], 'gzip');
  assert.equal(Number(hit.headers['content-length']), hit.rawPayload.length);
  // A client without gzip gets the same JSON, uncompressed.
  const plain = await viaServer({ method: 'POST', url: MULTI, payload, headers: { 'content-type': 'text/plain' } });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.deepEqual(plain.json(), view(hit).body);
});

test('the single-query route: hits keyed by index, served by the fast path', async () => {
  const cache = app.searchState.cache!;
  const payload = JSON.stringify(modalParams('fast path sensors'));
  const first = await viaServer({ method: 'POST', url: QUERY, payload, headers: GZ });
  const hits0 = cache.hits;
  const second = await viaServer({ method: 'POST', url: QUERY, payload, headers: GZ });
  assert.equal(cache.hits, hits0 + 1);
  assert.deepEqual(view(second), view(first));
  assert.equal(view(second).body && (view(second).body as { query: string }).query, 'fast path sensors');
});

test('requests the fast path does not answer reach fastify whole (status and body as fastify gives them)', async () => {
  const cached = modalBody('fast path assets');
  await viaServer({ method: 'POST', url: MULTI, payload: cached, headers: GZ }); // now cached
  const cases: Array<{ why: string; o: InjectOptions; status: number }> = [
    { why: 'wrong API key', o: { method: 'POST', url: MULTI.replace('docs-search-public-key', 'nope'), payload: cached, headers: GZ }, status: 403 },
    { why: 'no credentials', o: { method: 'POST', url: '/1/indexes/*/queries', payload: cached, headers: GZ }, status: 403 },
    { why: 'unknown index, multi route', o: { method: 'POST', url: `/1/indexes/nope/queries?${CREDS}`, payload: cached, headers: GZ }, status: 404 },
    { why: 'unknown index, single route', o: { method: 'POST', url: `/1/indexes/nope/query?${CREDS}`, payload: '{"query":"a"}', headers: GZ }, status: 404 },
    { why: 'malformed JSON (read by the fast path, replayed to the parser)', o: { method: 'POST', url: MULTI, payload: '{"requests": [', headers: GZ }, status: 400 },
    { why: 'body over the limit', o: { method: 'POST', url: MULTI, payload: 'x'.repeat(1024 * 1024 + 10), headers: GZ }, status: 413 },
    { why: 'gzip-encoded body', o: { method: 'POST', url: MULTI, payload: gzipSync(Buffer.from(cached)), headers: { ...GZ, 'content-encoding': 'gzip' } }, status: 200 },
    { why: 'trailing slash', o: { method: 'POST', url: MULTI.replace('queries?', 'queries/?'), payload: cached, headers: GZ }, status: 200 },
  ];
  for (const c of cases) {
    const reached = reachedFastify;
    const a = await viaServer(c.o);
    assert.equal(reachedFastify, reached + 1, `${c.why}: handed to fastify`);
    const b = await viaFastify(c.o);
    assert.equal(a.statusCode, c.status, c.why);
    assert.deepEqual(view(a), view(b), c.why);
  }
  // Credentials in headers (Node clients) are read by the fast path too.
  const headerCreds: InjectOptions = { method: 'POST', url: '/1/indexes/*/queries', payload: cached, headers: { ...GZ, 'x-algolia-api-key': 'docs-search-public-key', 'x-algolia-application-id': 'DAGSTERDOCS' } };
  const reached = reachedFastify;
  const viaHeaders = await viaServer(headerCreds);
  assert.equal(reachedFastify, reached, 'credentials in headers: answered by the fast path');
  assert.deepEqual(view(viaHeaders), view(await viaFastify(headerCreds)));
  // A miss whose body the fast path read is searched by fastify with that body.
  const fresh = await viaServer({ method: 'POST', url: MULTI, payload: modalBody('fast path replayed body'), headers: GZ });
  assert.equal((view(fresh).body as { results: Array<{ query: string }> }).results[0].query, 'fast path replayed body');
});

test('fast-path hits are logged like computed queries (same fields, cached: true, session and agent)', async () => {
  const payload = modalBody('fast path logged');
  await viaServer({ method: 'POST', url: MULTI, payload, headers: { ...GZ, 'user-agent': 'test-agent' } });
  await viaServer({ method: 'POST', url: `${MULTI}&utm=1`, payload, headers: { ...GZ, 'user-agent': 'test-agent' } });
  await app.searchState.analytics.close();
  const lines = readFileSync(join(dataDir, 'queries.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  const [computed, cached] = lines.filter((l) => l.query === 'fast path logged');
  assert.ok(computed && cached);
  assert.equal(cached.cached, true);
  assert.equal(cached.processingTimeMS, 0);
  for (const k of ['index', 'query', 'nbHits', 'page', 'hitsPerPage', 'session', 'agent']) assert.deepEqual(cached[k], computed[k], k);
  assert.deepEqual(cached.extra, { utm: '1' }, 'unknown query-string parameters are logged');
  assert.match(String(cached.ts), /^\d{4}-\d\d-\d\dT/);
});

test('a configured CORS origin: hits say Vary: Origin, Accept-Encoding, as fastify does', async () => {
  const s = await buildSearchServer({ records: CORPUS, dataDir: null, corsOrigin: 'https://docs.example.com', log: () => {} });
  try {
    await s.ready();
    const payload = modalBody('fast path cors');
    const miss = await inject(s.searchState.handleRequest, { method: 'POST', url: MULTI, payload, headers: GZ });
    const hit = await inject(s.searchState.handleRequest, { method: 'POST', url: MULTI, payload, headers: GZ });
    assert.equal(hit.headers['access-control-allow-origin'], 'https://docs.example.com');
    assert.equal(hit.headers.vary, 'Origin, Accept-Encoding');
    assert.deepEqual(view(hit), view(miss));
  } finally {
    await s.close();
  }
});

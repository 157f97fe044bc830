/**
 * The Algolia-compatible search server (docs/protocol.md#server) plus the static site, as one
 * fastify app. Tests drive it with `app.inject`; the CLI calls `listen`.
 *
 * API routes (under the optional `prefix`):
 * - `POST /1/indexes/*\/queries` multi-query; `POST /1/indexes/:index/query`; `GET /1/indexes/:index?query=` (legacy);
 * - `POST /1/events` insights events; `GET /1/isalive` health (no credentials, a trivial JSON route);
 * - `OPTIONS *` CORS preflight.
 * Errors are JSON `{message, status}`; client faults are 4xx, never 3xx/5xx.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzip as gzipCb, constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { SearchEngine } from '../algolia/search-engine.ts';
import { readRecordsFile } from '../records/records-file.ts';
import { assertUsableIndex } from '../records/records-check.ts';
import { DEFAULT_INDEX_SETTINGS, type IndexDefaults } from '../algolia/params.ts';
import { apiErrorHandler, ApiError } from './api-error.ts';
import { AnalyticsLog } from '../analytics/log-writer.ts';
import { registerBodyParser } from './body-parser.ts';
import { checkCredentials, type CredentialConfig } from './credentials.ts';
import { MAX_EVENTS_BODY_BYTES, validateEvents } from './insights.ts';
import { requestMeta, SearchService, type QueryResponse, type RequestMeta } from './search-service.ts';
import { ResponseCache, searchCacheKey, storedAnswer, type CachedResponse, type ResponseCacheOptions } from './response-cache.ts';
import { takeBufferedBody, withCacheFastPath, type RawHandler } from './cache-fast-path.ts';
import type { FacetHitsResponse } from '../algolia/search-engine.ts';
import { registerStaticSite } from './static-site.ts';
import { SEARCH_CONFIG } from '../config.ts';

const gzip = promisify(gzipCb);

/** Default application id (search-only). */
export const DEFAULT_APP_ID = SEARCH_CONFIG.credentials.appId;
/** Default search-only API key. */
export const DEFAULT_API_KEY = SEARCH_CONFIG.credentials.apiKey;
/** Default index name. */
export const DEFAULT_INDEX_NAME = SEARCH_CONFIG.credentials.indexName;
/** Default body limit for search requests, bytes (1 MiB). */
export const DEFAULT_BODY_LIMIT = SEARCH_CONFIG.server.bodyLimitBytes;
/** Default data directory: `.search-data/` at the repository root. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL(`../../../../${SEARCH_CONFIG.files.dataDir}/`, import.meta.url));
/** Records file inside the site build. */
export const RECORDS_FILE_IN_SITE = join(...SEARCH_CONFIG.files.recordsFileInSite.split('/'));
/** API responses larger than this (bytes) are gzip-compressed when the client accepts it. */
export const COMPRESS_MIN_BYTES = SEARCH_CONFIG.server.compressMinBytes;

/** Headers allowed by the CORS preflight. */
export const CORS_ALLOW_HEADERS = [
  'content-type',
  'content-encoding',
  'x-algolia-application-id',
  'x-algolia-api-key',
  'x-algolia-agent',
  'x-algolia-usertoken',
  'x-algolia-request-id',
  'x-algolia-ua',
];

/** Options of {@link buildSearchServer}. */
export interface SearchServerOptions {
  /** Records to serve (wins over files). */
  records?: readonly unknown[];
  /** A prebuilt engine (wins over `records`). */
  engine?: SearchEngine;
  /** Records file; default `<siteDir>/search/records.json`. */
  recordsFile?: string;
  /** The Docusaurus build folder: served as the site (unless `apiOnly`) and indexed at startup when no records file exists. */
  siteDir?: string;
  /** Site URL used when indexing at startup (default `https://docs.dagster.io`). */
  siteUrl?: string;
  /** Serve only the search API (a second search host). */
  apiOnly?: boolean;
  /** Search host URLs the site's pages may connect to (CSP `connect-src`, besides the build's): the serving `SEARCH_HOSTS`. */
  searchHosts?: readonly string[];
  /**
   * Start with an empty index (a records source with 0 entries) instead of refusing (default false).
   * Junk (entries that are not DocSearch records) is refused regardless: see records/records-check.ts.
   */
  allowEmptyIndex?: boolean;
  /** Index name (default `dagster`). */
  indexName?: string;
  /** Application id; `null` disables the check (default `DAGSTERDOCS`). */
  appId?: string | null;
  /** Search-only API key; `null` disables the check (default `docs-search-public-key`). */
  apiKey?: string | null;
  /** Folder for `queries.jsonl`/`events.jsonl`; `null` disables logging (default `.search-data/` at the repo root). */
  dataDir?: string | null;
  /** Search body limit, bytes (default 1 MiB); events allow 2 MB. */
  bodyLimit?: number;
  /** API path prefix, e.g. `/search-api` (default none). */
  prefix?: string;
  /** `Access-Control-Allow-Origin` value (default `*`). */
  corsOrigin?: string;
  /** Preflight `Access-Control-Max-Age`, seconds (default 86400). */
  corsMaxAge?: number;
  /** Gzip API responses over 1 KB when accepted (default true). */
  compress?: boolean;
  /**
   * Cache of compressed search responses keyed by the exact request body (default on: 5000
   * entries / 16 MiB); `false` disables it. Requests with `clickAnalytics` are never cached.
   */
  responseCache?: ResponseCacheOptions | false;
  /** Index-level defaults (docs/protocol.md#request-parameters). */
  defaults?: Partial<IndexDefaults>;
  /** fastify logger option (default false). */
  logger?: FastifyServerOptions['logger'];
  /** Message sink for startup notes (default console.error). */
  log?: (msg: string) => void;
}

/** Extra state the app exposes (decorations). */
export interface SearchServerState {
  service: SearchService;
  engine: SearchEngine;
  analytics: AnalyticsLog;
  /** Where the records came from: `records`, `file:<path>` or `indexed:<dir>`. */
  source: string;
  /** The response cache, or null when disabled. */
  cache: ResponseCache | null;
  /**
   * The Node request handler the server listens with: the response-cache fast path in front of
   * fastify (see cache-fast-path.ts). `app.inject` enters behind the fast path; tests that need
   * the whole path inject into this handler (light-my-request).
   */
  handleRequest: RawHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchState: SearchServerState;
  }
}

async function loadEngine(o: SearchServerOptions, note: (m: string) => void): Promise<{ engine: SearchEngine; source: string }> {
  if (o.engine) return { engine: o.engine, source: 'engine' };
  const dropped: string[] = [];
  const onDropped = (_r: unknown, reason: string): void => void dropped.push(reason);
  const finish = (records: readonly unknown[], source: string, origin: string): { engine: SearchEngine; source: string } => {
    const engine = new SearchEngine(records, { onDropped });
    assertUsableIndex({ source: origin, entries: records.length, valid: engine.size, dropped: records.length - engine.size, droppedReasons: dropped }, { allowEmpty: o.allowEmptyIndex });
    if (dropped.length > 0) note(`[search] dropped ${dropped.length} invalid record(s), e.g. ${dropped[0]}`);
    return { engine, source };
  };
  if (o.records) return finish(o.records, 'records', 'records option');
  const file = o.recordsFile ?? (o.siteDir ? join(o.siteDir, RECORDS_FILE_IN_SITE) : undefined);
  if (file && existsSync(file)) return finish(await readRecordsFile(file), `file:${file}`, file);
  if (o.siteDir) {
    note(`[search] ${file ?? 'records file'} not found; indexing ${o.siteDir} at startup`);
    const { indexSite } = await import('../indexer/index.ts'); // the HTML parser is only loaded on this path
    const r = await indexSite({ buildDir: o.siteDir, siteUrl: o.siteUrl });
    return finish(r.records, `indexed:${o.siteDir}`, o.siteDir);
  }
  throw new Error('buildSearchServer: give records, engine, recordsFile or siteDir');
}

function ensureDataDir(dir: string | null): void {
  if (dir === null) return;
  try {
    if (!existsSync(dir)) {
      mkdirSync(dir, { recursive: true });
      // Self-ignoring folder: logs never get committed even without a root .gitignore entry.
      writeFileSync(join(dir, '.gitignore'), '*\n');
    }
  } catch {
    // AnalyticsLog reports write failures itself.
  }
}

/** {@link requestMeta} of a fastify request. */
function metaOf(request: FastifyRequest): RequestMeta {
  return requestMeta(request.query, request.headers, request.ip);
}

/** Cache key of a search request (see {@link searchCacheKey}); null for other routes. */
function cacheKey(request: FastifyRequest, text: string): string | null {
  const url = request.routeOptions.url ?? '';
  if (url.endsWith('/1/indexes/:index/queries')) return searchCacheKey('multi', '', text);
  if (url.endsWith('/1/indexes/:index/query')) return searchCacheKey('query', (request.params as { index?: string }).index ?? '', text);
  return null;
}

/**
 * One full GC after loading: the records JSON text, the parsed input and the build's temporary
 * arrays are garbage by now, and collecting them at once returns ~60 MB of peak memory to the OS
 * for a 20k-record index (RSS budget 200 MB). Uses `global.gc` when exposed, else enables it via
 * V8 flags; silently skipped if neither works.
 */
function compactHeap(): void {
  try {
    const g = (globalThis as { gc?: () => void }).gc;
    if (g) return g();
    setFlagsFromString('--expose_gc');
    (runInNewContext('gc') as () => void)();
  } catch {
    // not available: memory is reclaimed by normal GC later
  }
}

/** True when a request object asks for `clickAnalytics` (its response needs a fresh queryID). */
function wantsQueryID(r: unknown): boolean {
  if (!r || typeof r !== 'object') return false;
  const o = r as { clickAnalytics?: unknown; params?: unknown };
  if (o.clickAnalytics === true || o.clickAnalytics === 'true' || o.clickAnalytics === 1) return true;
  return typeof o.params === 'string' && /(^|&)clickAnalytics=(true|1)(&|$)/.test(o.params);
}

/** Send stored gzip bytes (inflated for the rare client that does not accept gzip); same headers as the cache fast path. */
function sendGzip(request: FastifyRequest, reply: FastifyReply, gz: Buffer, corsOrigin: string): FastifyReply {
  const answer = storedAnswer(gz, request.headers['accept-encoding'], corsOrigin);
  return reply.headers(answer.headers).send(answer.body);
}

/** Serialize, compress, cache and send a computed response. */
async function storeAndSend(request: FastifyRequest, reply: FastifyReply, key: string, result: unknown, answers: ReadonlyArray<QueryResponse | FacetHitsResponse>, corsOrigin: string): Promise<FastifyReply> {
  const json = JSON.stringify(result);
  const gz = await gzip(json, { level: 9 }); // stored and re-sent many times: compress hard once
  const log = answers.filter((a): a is QueryResponse => 'hits' in a).map((a) => ({ index: a.index, query: a.query, nbHits: a.nbHits, page: a.page, hitsPerPage: a.hitsPerPage }));
  request.server.searchState.cache?.set(key, { gzip: gz, rawBytes: Buffer.byteLength(json), log });
  return sendGzip(request, reply, gz, corsOrigin);
}

/**
 * Build the server (not listening).
 * @returns the fastify app, with `app.searchState`; records are loaded (or the site indexed) before it resolves.
 * @throws Error when no records source is available, or the records file is unreadable;
 *   IndexerError naming the file when the index is empty (unless `allowEmptyIndex`) or junk (records/records-check.ts).
 */
export async function buildSearchServer(options: SearchServerOptions = {}): Promise<FastifyInstance> {
  const note = options.log ?? ((m: string) => console.error(m));
  const indexName = options.indexName ?? DEFAULT_INDEX_NAME;
  const creds: CredentialConfig = {
    appId: options.appId === undefined ? DEFAULT_APP_ID : options.appId,
    apiKey: options.apiKey === undefined ? DEFAULT_API_KEY : options.apiKey,
  };
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir === null ? null : resolve(options.dataDir);
  ensureDataDir(dataDir);
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const corsOrigin = options.corsOrigin ?? '*';
  const compress = options.compress ?? true;

  const { engine, source } = await loadEngine(options, note);
  compactHeap();
  const analytics = new AnalyticsLog(dataDir);
  const service = new SearchService({ [indexName]: engine }, analytics, { ...DEFAULT_INDEX_SETTINGS, ...options.defaults });
  const cache = options.responseCache === false ? null : new ResponseCache(options.responseCache ?? {});

  let handleRequest: RawHandler | undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: Math.max(bodyLimit, MAX_EVENTS_BODY_BYTES),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 1000 },
    return503OnClosing: false,
    // Node's server with the response-cache fast path in front of fastify's handler.
    serverFactory: (handler) => {
      handleRequest = cache ? withCacheFastPath({ prefix, cache, service, creds, corsOrigin, bodyLimit }, handler) : handler;
      const server = createServer(handleRequest);
      server.keepAliveTimeout = 72_000; // fastify's default for the servers it creates
      return server;
    },
  });
  if (!handleRequest) throw new Error('buildSearchServer: fastify did not call serverFactory');
  app.decorate('searchState', { service, engine, analytics, source, cache, handleRequest });
  app.addHook('onClose', async () => analytics.close());
  app.setErrorHandler(apiErrorHandler);

  // CORS on every response; preflight for any path.
  // Callback-style hooks: no promise per request on the hot path.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('access-control-allow-origin', corsOrigin);
    if (corsOrigin !== '*') reply.header('vary', 'Origin');
    done();
  });
  app.options('*', async (request, reply) => {
    const asked = String(request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h.startsWith('x-algolia-') && !CORS_ALLOW_HEADERS.includes(h));
    return reply
      .code(204)
      .header('access-control-allow-methods', 'POST, GET, OPTIONS')
      .header('access-control-allow-headers', [...CORS_ALLOW_HEADERS, ...asked].join(', '))
      .header('access-control-max-age', String(options.corsMaxAge ?? SEARCH_CONFIG.server.corsMaxAgeSeconds))
      .send();
  });

  const jsonNotFound = (_request: FastifyRequest, reply: FastifyReply): FastifyReply => reply.code(404).type('application/json; charset=utf-8').send({ message: 'Not Found', status: 404 });
  app.setNotFoundHandler(jsonNotFound);

  await app.register(
    async (api) => {
      // Cache look-up by exact body text before parsing (hits skip JSON.parse and the search).
      // A body the fast path already read (a cache miss) is replayed to the parser.
      api.addHook('preParsing', (request, _reply, payload, done) => {
        const buffered = takeBufferedBody(request.raw);
        if (buffered === undefined) return done(null, payload);
        request.cacheConsulted = true;
        const replay = Readable.from([buffered], { objectMode: false }) as Readable & { receivedEncodedLength?: number };
        replay.receivedEncodedLength = buffered.length;
        done(null, replay);
      });
      registerBodyParser(api, bodyLimit, cache ? (request, text) => {
        if (request.cacheConsulted) return undefined; // the fast path looked and missed
        const key = cacheKey(request, text);
        return key === null ? undefined : cache.get(key);
      } : undefined);
      api.setErrorHandler(apiErrorHandler);
      if (compress) {
        api.addHook('onSend', (request, reply, payload, done) => {
          if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_BYTES || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
            done(null, payload);
            return;
          }
          reply.header('content-encoding', 'gzip');
          reply.header('vary', 'Accept-Encoding');
          reply.removeHeader('content-length');
          gzipCb(payload, { level: 1, strategy: zlibConstants.Z_DEFAULT_STRATEGY }, (err, buf) => (err ? done(err) : done(null, buf)));
        });
      }
      const authed = {
        preHandler: (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
          try {
            checkCredentials(request, creds);
            done();
          } catch (e) {
            done(e as Error);
          }
        },
      };

      api.get('/1/isalive', async () => ({ message: 'server is alive' }));

      api.post('/1/indexes/:index/queries', authed, async (request, reply) => {
        const { index } = request.params as { index: string };
        if (index !== '*') service.engine(index);
        const meta = metaOf(request);
        const hit = request.precomputed as CachedResponse | undefined;
        if (hit) {
          service.logCached(hit.log, meta);
          return sendGzip(request, reply, hit.gzip, corsOrigin);
        }
        const result = service.multi(request.body, meta);
        const requests = (request.body as { requests?: unknown } | undefined)?.requests;
        const key = cache && Array.isArray(requests) && !requests.some(wantsQueryID) ? cacheKey(request, request.rawBodyText) : null;
        if (!key) return result;
        return storeAndSend(request, reply, key, result, result.results, corsOrigin);
      });
      api.post('/1/indexes/:index/query', authed, async (request, reply) => {
        const { index } = request.params as { index: string };
        const body = request.body ?? {};
        const meta = metaOf(request);
        const hit = request.precomputed as CachedResponse | undefined;
        if (hit) {
          service.logCached(hit.log, meta);
          return sendGzip(request, reply, hit.gzip, corsOrigin);
        }
        const result = service.query(index, body, meta);
        const key = cache && !wantsQueryID(body) ? cacheKey(request, request.rawBodyText) : null;
        if (!key) return result;
        return storeAndSend(request, reply, key, result, [result], corsOrigin);
      });
      api.get('/1/indexes/:index', authed, async (request) => {
        const { index } = request.params as { index: string };
        const params: Record<string, unknown> = {};
        for (const [k, v] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
          if (!k.toLowerCase().startsWith('x-algolia-')) params[k] = Array.isArray(v) ? v[0] : v;
        }
        return service.query(index, params, metaOf(request));
      });
      api.post('/1/events', { ...authed, bodyLimit: MAX_EVENTS_BODY_BYTES }, async (request) => {
        const events = validateEvents(request.body);
        analytics.logEvents(events);
        return { status: 200, message: 'OK' };
      });
      // Any other API path: JSON 404 (never the HTML page, never a redirect).
      // (OPTIONS stays with the global preflight route.)
      api.route({
        method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
        url: '/1/*',
        handler: async () => {
          throw new ApiError(404, 'Not Found');
        },
      });
    },
    { prefix },
  );

  if (options.siteDir && !options.apiOnly) {
    await registerStaticSite(app, {
      siteDir: options.siteDir,
      reservedPrefixes: [`${prefix}/1/`],
      onReserved: jsonNotFound,
      connectSrc: options.searchHosts,
      log: note,
    });
  }
  note(`[search] index "${indexName}": ${engine.size} records (${source}), built in ${Math.round(engine.index.buildMs)} ms`);
  return app;
}

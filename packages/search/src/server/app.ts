/**
 * The Algolia-compatible search server (docs/protocol.md#server) plus the static site, as one
 * fastify app: this file loads the index and registers one plugin per concern. Tests drive it with
 * `app.inject`; `cli.ts serve` adds the process concerns (cluster workers, heap compaction,
 * keep-alive, data folder) and calls `listen`.
 *
 * API scope (under the optional `prefix`), in registration order:
 * - plugins/cors.ts (CORS headers, `OPTIONS` preflight), plugins/body-parser.ts (JSON whatever the
 *   content type, encoded bodies, depth check), plugins/compress.ts (gzip of computed JSON),
 *   plugins/credentials.ts (403 unless `config.public`), plugins/response-cache.ts (one look-up per
 *   search request, `reply.sendSearch`);
 * - routes/search.ts (`POST /1/indexes/*\/queries`, `POST /1/indexes/:index/query`,
 *   `GET /1/indexes/:index`), routes/events.ts (`POST /1/events`), routes/health.ts
 *   (`GET /1/isalive`, JSON 404 for other `/1/` paths).
 * Then the static site (static-site.ts). Errors are JSON `{message, status}`; client faults are
 * 4xx, never 3xx/5xx.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { SearchEngine } from '../algolia/search-engine.ts';
import { readRecordsFile } from '../records/records-file.ts';
import { assertUsableIndex } from '../records/records-check.ts';
import { DEFAULT_INDEX_SETTINGS, type IndexDefaults } from '../algolia/params.ts';
import { apiErrorHandler } from './api-error.ts';
import { AnalyticsLog } from '../analytics/log-writer.ts';
import type { CredentialConfig } from './credentials.ts';
import { newQueryID, requestMeta, SearchService } from './search-service.ts';
import { ResponseCache, responseCache, type ResponseCacheOptions } from './plugins/response-cache.ts';
import { bodyParser } from './plugins/body-parser.ts';
import { cors } from './plugins/cors.ts';
import { compressJson } from './plugins/compress.ts';
import { credentials } from './plugins/credentials.ts';
import { searchRoutes } from './routes/search.ts';
import { eventRoutes } from './routes/events.ts';
import { healthRoutes } from './routes/health.ts';
import { registerStaticSite } from './static-site.ts';
import { SEARCH_CONFIG } from '../config.ts';
import { warmUpEngine } from '../algolia/warm-up.ts';

export { CORS_ALLOW_HEADERS } from './plugins/cors.ts';
export { COMPRESS_MIN_BYTES } from './plugins/compress.ts';

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
  /** Folder for `queries.jsonl`/`events.jsonl` (created on first write); `null` disables logging (default `.search-data/` at the repo root). */
  dataDir?: string | null;
  /** A query/event log to use instead of one over `dataDir` (cluster workers pass one that forwards to the primary). */
  analytics?: AnalyticsLog;
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
   * Response cache (plugins/response-cache.ts; default on: 5000 entries / 16 MiB); `false`
   * disables it. Requests identical but for `clickAnalytics` share an entry.
   */
  responseCache?: ResponseCacheOptions | false;
  /** Index-level defaults (docs/protocol.md#request-parameters). */
  defaults?: Partial<IndexDefaults>;
  /**
   * Run the engine warm-up (algolia/warm-up.ts) before resolving, so the first reader's query is as
   * fast as the rest instead of paying V8's compile time (default true; about 0.3 s at startup for
   * the 499-page site).
   */
  warmUp?: boolean;
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
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const corsOrigin = options.corsOrigin ?? '*';

  const { engine, source } = await loadEngine(options, note);
  if (options.warmUp ?? true) warmUpEngine(engine);
  const analytics = options.analytics ?? new AnalyticsLog(dataDir);
  const service = new SearchService({ [indexName]: engine }, analytics, { ...DEFAULT_INDEX_SETTINGS, ...options.defaults });
  const cache = options.responseCache === false ? null : new ResponseCache(options.responseCache ?? {});

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 1000 },
    return503OnClosing: false,
  });
  app.decorate('searchState', { service, engine, analytics, source, cache });
  app.addHook('onClose', async () => analytics.close());
  app.setErrorHandler(apiErrorHandler);
  const jsonNotFound = (_request: FastifyRequest, reply: FastifyReply): FastifyReply => reply.code(404).type('application/json; charset=utf-8').send({ message: 'Not Found', status: 404 });
  app.setNotFoundHandler(jsonNotFound);

  await app.register(
    async (api) => {
      await api.register(cors, { origin: corsOrigin, maxAgeSeconds: options.corsMaxAge });
      await api.register(bodyParser, { bodyLimit });
      if (options.compress ?? true) await api.register(compressJson);
      await api.register(credentials, creds);
      await api.register(responseCache, {
        cache,
        corsOrigin,
        newQueryID,
        onHit: (request, log, queryIDs) => service.logCached(log, requestMeta(request.query, request.headers, request.ip), queryIDs),
      });
      await api.register(searchRoutes, { service });
      await api.register(eventRoutes, { analytics });
      await api.register(healthRoutes);
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

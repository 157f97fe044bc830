/**
 * The response cache as one fastify plugin (shaped like `@fastify/compress`: it owns its hooks
 * and decorations). Search routes opt in with `config: { searchCache: 'multi' | 'query' }` and
 * answer with `reply.sendSearch(results)`.
 *
 * The DocSearch modal sends one request per keystroke with identical parameters for every
 * visitor (docs/protocol.md#modal-request), plus `clickAnalytics: true`, so popular prefixes
 * repeat constantly but every answer needs its own `queryID`. Entries are therefore keyed by the
 * parsed body with `clickAnalytics` removed from each request, and hold each result's JSON text
 * without `queryID` and `params` (which echoes `clickAnalytics`); an answer is assembled from
 * those parts with a fresh 32-hex `queryID` per result that asked for one. Requests without
 * `clickAnalytics` get stored gzip bytes (compressed once, level 9). One look-up per request, in a
 * `preHandler` hook after credentials. The cache belongs to one index snapshot: a new server over a
 * new engine starts empty. Bounded by entries and bytes (LRU).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { QueryLogEntry } from '../../analytics/log-writer.ts';
import { SEARCH_CONFIG } from '../../config.ts';

/** What a hit needs to re-log its queries: one entry per result, null for facet-value results (not logged). */
export type CachedLog = Array<Pick<QueryLogEntry, 'index' | 'query' | 'nbHits' | 'page' | 'hitsPerPage'> | null>;

/** One result's JSON text around the spliced fields. */
interface ResultParts {
  /** Text before the `params` value (or the whole result without its closing brace when it has no `params`). */
  head: string;
  /** `params` echo without `clickAnalytics` (undefined: the result has no `params`, e.g. facet hits). */
  params: string | undefined;
  /** Text after the `params` value, without the closing brace. */
  tail: string;
}

/** One cached answer. */
export interface CachedResponse {
  /** `multi`: `{"results":[…]}`; `query`: the single result. */
  kind: 'multi' | 'query';
  parts: ResultParts[];
  /** gzip of the answer without queryIDs, made on first use. */
  gzip?: Buffer;
  log: CachedLog;
  /** Bytes held (text parts + gzip). */
  bytes: number;
}

/** Limits of the cache. */
export interface ResponseCacheOptions {
  /** Maximum entries (default 5000). */
  maxEntries?: number;
  /** Maximum bytes held (default 16 MiB). */
  maxBytes?: number;
}

/**
 * LRU of cached answers, bounded by entries and total bytes. `get` refreshes recency; `set`
 * evicts the least recently used entries; an entry over 1/8 of the byte limit is not stored.
 */
export class ResponseCache {
  private readonly map = new Map<string, CachedResponse>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  /** Counters for diagnostics. */
  hits = 0;
  misses = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? SEARCH_CONFIG.server.responseCacheEntries;
    this.maxBytes = options.maxBytes ?? SEARCH_CONFIG.server.responseCacheBytes;
  }

  /** Number of entries. */
  get size(): number {
    return this.map.size;
  }

  /** Total bytes held. */
  get totalBytes(): number {
    return this.bytes;
  }

  /** Look up (and refresh) an entry. */
  get(key: string): CachedResponse | undefined {
    const v = this.map.get(key);
    if (v === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }

  /** Store (or re-account) an entry, evicting least-recently-used ones beyond the limits. */
  set(key: string, value: CachedResponse): void {
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.map.delete(key);
    }
    value.bytes = value.parts.reduce((n, p) => n + p.head.length + p.tail.length + (p.params?.length ?? 0), 0) + (value.gzip?.length ?? 0);
    if (value.bytes > this.maxBytes / 8) return;
    this.map.set(key, value);
    this.bytes += value.bytes;
    while (this.map.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [k, v] = this.map.entries().next().value as [string, CachedResponse];
      this.map.delete(k);
      this.bytes -= v.bytes;
    }
  }
}

const CLICK_VALUES = new Set<unknown>([true, false, 'true', 'false', 1, 0, '1', '0', null, undefined, '']);
const WANTS_ID = new Set<unknown>([true, 'true', 1, '1']);

/**
 * Cache key of a search body and which results want a `queryID`: the route kind, the index (single
 * route) and the body's JSON with `clickAnalytics` removed from each request object.
 * @returns null when the body cannot be cached (not the expected shape, or a `clickAnalytics`
 *   value the parameter parser would refuse: such requests take the normal path and get their 400).
 */
export function searchCacheKey(kind: 'multi' | 'query', index: string, body: unknown): { key: string; wants: boolean[] } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const strip = (r: unknown): { r: unknown; want: boolean } | null => {
    if (!r || typeof r !== 'object' || Array.isArray(r) || !('clickAnalytics' in r)) return { r, want: false };
    const { clickAnalytics, ...rest } = r as Record<string, unknown>;
    if (!CLICK_VALUES.has(clickAnalytics)) return null;
    return { r: rest, want: WANTS_ID.has(clickAnalytics) };
  };
  if (kind === 'query') {
    const s = strip(body);
    return s && { key: `query\u0000${index}\u0000${JSON.stringify(s.r)}`, wants: [s.want] };
  }
  const requests = (body as { requests?: unknown }).requests;
  if (!Array.isArray(requests)) return null;
  const stripped: unknown[] = [];
  const wants: boolean[] = [];
  for (const r of requests) {
    const s = strip(r);
    if (!s) return null;
    stripped.push(s.r);
    wants.push(s.want);
  }
  return { key: `multi\u0000${JSON.stringify({ ...body, requests: stripped })}`, wants };
}

/** A search result as the routes produce it (query results carry `params`, maybe `queryID`). */
type SearchResult = { params?: string; queryID?: string; index?: string; query?: string; nbHits?: number; page?: number; hitsPerPage?: number } & object;

const PARAMS_MARK = '\u0000params\u0000';
const MARK_JSON = JSON.stringify(PARAMS_MARK);

/** Split one result into its cached parts (its `queryID` left out, its `params` echo without clickAnalytics). */
function resultParts(result: SearchResult): ResultParts {
  if (result.params === undefined) {
    const { queryID: _q, ...rest } = result;
    const text = JSON.stringify(rest);
    return { head: text.slice(0, -1), params: undefined, tail: '' };
  }
  const { queryID: _q, ...rest } = result;
  const text = JSON.stringify({ ...rest, params: PARAMS_MARK });
  const at = text.indexOf(MARK_JSON);
  return { head: text.slice(0, at), params: result.params.replace(/(^|&)clickAnalytics=[^&]*/g, '').replace(/^&/, ''), tail: text.slice(at + MARK_JSON.length, -1) };
}

/** Assemble an answer's JSON from cached parts; `ids[i]` set → result i gets that queryID and `clickAnalytics=true` in `params`. */
function render(entry: CachedResponse, ids: ReadonlyArray<string | undefined>): string {
  let out = entry.kind === 'multi' ? '{"results":[' : '';
  entry.parts.forEach((p, i) => {
    if (i > 0) out += ',';
    out += p.head;
    const id = ids[i];
    if (p.params !== undefined) out += JSON.stringify(id ? (p.params ? `${p.params}&clickAnalytics=true` : 'clickAnalytics=true') : p.params) + p.tail;
    if (id) out += `,"queryID":"${id}"`;
    out += '}';
  });
  return entry.kind === 'multi' ? `${out}]}` : out;
}

/** Options of the plugin. */
export interface ResponseCachePluginOptions {
  /** The cache (the app exposes it for diagnostics); null disables caching (routes still answer). */
  cache: ResponseCache | null;
  /** A new query id (32 hex). */
  newQueryID: () => string;
  /** Called on every hit, to log the answered queries (`queryIDs[i]` set when result i got one). */
  onHit: (request: FastifyRequest, log: CachedLog, queryIDs: ReadonlyArray<string | undefined>) => void;
  /** `Access-Control-Allow-Origin` value (`*` needs no `Vary: Origin`). */
  corsOrigin: string;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Send search results (multi route: all results; single route: one), storing them in the
     * response cache when the route opted in and the request was a miss.
     */
    sendSearch(results: ReadonlyArray<object>): FastifyReply;
  }
  interface FastifyRequest {
    /** Cache key of this request, set by the cache's look-up on a miss. */
    searchCacheKey: string | null;
  }
  interface FastifyContextConfig {
    /** Opt a search route into the response cache. */
    searchCache?: 'multi' | 'query';
  }
}

/** Send stored gzip bytes (inflated for the rare client that does not accept gzip). */
function sendStored(request: FastifyRequest, reply: FastifyReply, gz: Buffer, corsOrigin: string): FastifyReply {
  const gzipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  void reply.header('content-type', 'application/json; charset=utf-8').header('vary', corsOrigin === '*' ? 'Accept-Encoding' : 'Origin, Accept-Encoding');
  if (gzipped) void reply.header('content-encoding', 'gzip');
  return reply.send(gzipped ? gz : gunzipSync(gz));
}

/** Answer from an entry: stored gzip when no result wants a queryID, else the parts with fresh ids (compressed by the API's compression hook). */
function answer(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse, ids: ReadonlyArray<string | undefined>, o: ResponseCachePluginOptions, key: string | null): FastifyReply {
  if (ids.every((id) => id === undefined)) {
    if (!entry.gzip) {
      entry.gzip = gzipSync(render(entry, ids), { level: 9 }); // stored and re-sent many times: compress hard once
      if (key !== null) o.cache?.set(key, entry);
    }
    return sendStored(request, reply, entry.gzip, o.corsOrigin);
  }
  return reply.type('application/json; charset=utf-8').send(render(entry, ids));
}

async function responseCachePlugin(app: FastifyInstance, o: ResponseCachePluginOptions): Promise<void> {
  app.decorateRequest('searchCacheKey', null);
  app.decorateReply('sendSearch', function sendSearch(this: FastifyReply, results: ReadonlyArray<object>): FastifyReply {
    const kind = this.request.routeOptions.config.searchCache ?? 'multi';
    const list = results as ReadonlyArray<SearchResult>;
    const entry: CachedResponse = {
      kind,
      parts: list.map(resultParts),
      log: list.map((r) => ('hits' in r ? { index: r.index!, query: r.query!, nbHits: r.nbHits!, page: r.page!, hitsPerPage: r.hitsPerPage! } : null)),
      bytes: 0,
    };
    const key = this.request.searchCacheKey;
    if (key !== null) o.cache?.set(key, entry);
    return answer(this.request, this, entry, list.map((r) => r.queryID), o, key);
  });
  if (!o.cache) return;
  const cache = o.cache;
  // The one look-up per request (after credentials, which are checked in an earlier preHandler).
  app.addHook('preHandler', (request, reply, done) => {
    const kind = request.routeOptions.config.searchCache;
    if (!kind) return done();
    const k = searchCacheKey(kind, (request.params as { index?: string }).index ?? '', request.body);
    if (!k) return done();
    const hit = cache.get(k.key);
    if (!hit) {
      request.searchCacheKey = k.key;
      return done();
    }
    const ids = k.wants.map((w) => (w ? o.newQueryID() : undefined));
    o.onHit(request, hit.log, ids);
    answer(request, reply, hit, ids, o, k.key);
    // The reply is sent: the route handler does not run.
  });
}

/** The response-cache plugin (see the module doc); registered with fastify-plugin so it applies to the scope that registers it. */
export const responseCache = fp(responseCachePlugin, { name: 'search-response-cache', fastify: '5.x' });

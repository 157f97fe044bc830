/**
 * The response cache as one fastify plugin (shaped like `@fastify/compress`: it owns its hooks
 * and decorations). Search routes opt in with `config: { searchCache: 'multi' | 'query' }` and
 * answer with `reply.sendSearch(results)`.
 *
 * The DocSearch modal sends one request per keystroke with identical parameters for every
 * visitor (docs/protocol.md#modal-request), plus `clickAnalytics: true`, so popular prefixes
 * repeat constantly but every answer needs its own `queryID`. Entries are therefore keyed by the
 * parsed body with `clickAnalytics` removed from each request, and hold the answer without any
 * `queryID` (and without `clickAnalytics` in the `params` echoes) as gzip bytes (level 9, once),
 * plus the offsets where each result's `clickAnalytics=true` and `queryID` go. Requests without
 * `clickAnalytics` get the stored bytes as they are; the others get gzip bytes assembled from
 * pieces compressed once, with fresh ids in between (gzip-splice.ts), or, without gzip, the answer inflated with a
 * fresh 32-hex `queryID` spliced into each result that asked for one. One look-up per request, in a
 * `preHandler` hook after credentials. The cache belongs to one index snapshot: a new server over a
 * new engine starts empty. Bounded by entries and bytes (LRU).
 */
import { gunzipSync } from 'node:zlib';
import { assembleSplicedGzip, prepareSplicedGzip, splicedGzipBytes, type SplicedGzip } from './gzip-splice.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { QueryLogEntry } from '../../analytics/log-writer.ts';
import { SEARCH_CONFIG } from '../../config.ts';

/** What a hit needs to re-log its queries: one entry per result, null for facet-value results (not logged). */
export type CachedLog = Array<Pick<QueryLogEntry, 'index' | 'query' | 'nbHits' | 'page' | 'hitsPerPage'> | null>;

/** Where one result's click-analytics fields go in the stored answer text (UTF-16 offsets). */
interface Splice {
  /** Offset of the closing quote of the `params` value (-1: the result has no `params`). */
  paramsAt: number;
  /** Whether that `params` value is empty (then no `&` before `clickAnalytics=true`). */
  paramsEmpty: boolean;
  /** Offset of the result's closing brace (the `queryID` goes before it). */
  endAt: number;
}

/** One cached answer. */
export interface CachedResponse {
  /** gzip of the answer JSON without queryIDs: {@link spliced} assembled with nothing inserted. */
  gzip: Buffer;
  /** Per result, where its click-analytics fields go. */
  splices: Splice[];
  /**
   * The same answer cut at every splice offset, each piece compressed once (gzip-splice.ts), so a
   * `clickAnalytics` request gets gzip bytes with its queryIDs without recompressing the answer.
   */
  spliced: SplicedGzip;
  log: CachedLog;
}

/** Limits of the cache. */
export interface ResponseCacheOptions {
  /** Maximum entries (default 5000). */
  maxEntries?: number;
  /** Maximum bytes held (default 16 MiB). */
  maxBytes?: number;
}

/** Bytes an entry holds (gzip bytes, the spliceable pieces and the offsets), bytes. */
function sizeOf(e: CachedResponse): number {
  return e.gzip.length + splicedGzipBytes(e.spliced) + e.splices.length * 24 + 64;
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
      this.bytes -= sizeOf(old);
      this.map.delete(key);
    }
    if (sizeOf(value) > this.maxBytes / 8) return;
    this.map.set(key, value);
    this.bytes += sizeOf(value);
    while (this.map.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [k, v] = this.map.entries().next().value as [string, CachedResponse];
      this.map.delete(k);
      this.bytes -= sizeOf(v);
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

/**
 * Serialise results without queryIDs (and without `clickAnalytics` in `params`), noting where
 * each result's click-analytics fields go.
 */
function serialise(kind: 'multi' | 'query', results: ReadonlyArray<SearchResult>): { text: string; splices: Splice[] } {
  let text = kind === 'multi' ? '{"results":[' : '';
  const splices: Splice[] = [];
  results.forEach((result, i) => {
    if (i > 0) text += ',';
    const { queryID: _q, ...rest } = result;
    let paramsAt = -1;
    let paramsEmpty = false;
    if (rest.params !== undefined) {
      const params = rest.params.replace(/(^|&)clickAnalytics=[^&]*/g, '').replace(/^&/, '');
      const json = JSON.stringify({ ...rest, params });
      const key = `,"params":${JSON.stringify(params)}`;
      // A raw `"` never occurs inside a JSON string, so this text is structure: the result's own
      // `params` (after `hits`; the fields after it, `index`, `processingTimeMS`, `facets`, hold no string-valued `params`).
      const at = json.lastIndexOf(key);
      paramsAt = at < 0 ? -1 : text.length + at + key.length - 1;
      paramsEmpty = params === '';
      text += json;
    } else text += JSON.stringify(rest);
    splices.push({ paramsAt, paramsEmpty, endAt: text.length - 1 });
  });
  if (kind === 'multi') text += ']}';
  return { text, splices };
}

/** Every splice offset, ascending (the cut points of {@link CachedResponse.spliced}). */
function spliceOffsets(splices: readonly Splice[]): number[] {
  const out: number[] = [];
  for (const sp of splices) {
    if (sp.paramsAt >= 0) out.push(sp.paramsAt);
    out.push(sp.endAt);
  }
  return out;
}

/** The strings {@link splice} would insert at each of {@link spliceOffsets} (empty where a result wants no queryID). */
function spliceInserts(splices: readonly Splice[], ids: ReadonlyArray<string | undefined>): string[] {
  const out: string[] = [];
  splices.forEach((sp, i) => {
    const id = ids[i];
    if (sp.paramsAt >= 0) out.push(id ? (sp.paramsEmpty ? 'clickAnalytics=true' : '&clickAnalytics=true') : '');
    out.push(id ? `,"queryID":"${id}"` : '');
  });
  return out;
}

/** Splice fresh click-analytics fields into a stored answer's text; `ids[i]` set → result i gets that queryID and `clickAnalytics=true` in `params`. */
function splice(text: string, splices: readonly Splice[], ids: ReadonlyArray<string | undefined>): string {
  let out = '';
  let from = 0;
  splices.forEach((sp, i) => {
    const id = ids[i];
    if (!id) return;
    if (sp.paramsAt >= 0) {
      out += text.slice(from, sp.paramsAt) + (sp.paramsEmpty ? 'clickAnalytics=true' : '&clickAnalytics=true');
      from = sp.paramsAt;
    }
    out += text.slice(from, sp.endAt) + `,"queryID":"${id}"`;
    from = sp.endAt;
  });
  return out + text.slice(from);
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

/** Whether the client accepts a gzip body. */
function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}

/** Send stored gzip bytes (inflated for the rare client that does not accept gzip). */
function sendStored(request: FastifyRequest, reply: FastifyReply, gz: Buffer, corsOrigin: string): FastifyReply {
  const gzipped = acceptsGzip(request);
  void reply.header('content-type', 'application/json; charset=utf-8').header('vary', corsOrigin === '*' ? 'Accept-Encoding' : 'Origin, Accept-Encoding');
  if (gzipped) void reply.header('content-encoding', 'gzip');
  return reply.send(gzipped ? gz : gunzipSync(gz));
}

/** Answer from an entry: the stored gzip when no result wants a queryID; else the pieces assembled around fresh ids (gzip-splice.ts), or, for a client without gzip, the inflated answer with the ids spliced in. */
function answer(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse, ids: ReadonlyArray<string | undefined>, o: ResponseCachePluginOptions, text?: string): FastifyReply {
  if (ids.every((id) => id === undefined)) return sendStored(request, reply, entry.gzip, o.corsOrigin);
  if (acceptsGzip(request)) return sendStored(request, reply, assembleSplicedGzip(entry.spliced, spliceInserts(entry.splices, ids)), o.corsOrigin);
  return reply.type('application/json; charset=utf-8').send(splice(text ?? gunzipSync(entry.gzip).toString('utf8'), entry.splices, ids));
}

async function responseCachePlugin(app: FastifyInstance, o: ResponseCachePluginOptions): Promise<void> {
  app.decorateRequest('searchCacheKey', null);
  app.decorateReply('sendSearch', function sendSearch(this: FastifyReply, results: ReadonlyArray<object>): FastifyReply {
    const kind = this.request.routeOptions.config.searchCache ?? 'multi';
    const list = results as ReadonlyArray<SearchResult>;
    const { text, splices } = serialise(kind, list);
    const ids = list.map((r) => r.queryID);
    const key = this.request.searchCacheKey;
    if (key === null || !o.cache) return this.type('application/json; charset=utf-8').send(ids.some(Boolean) ? splice(text, splices, ids) : text);
    const offsets = spliceOffsets(splices);
    const spliced = prepareSplicedGzip(text, offsets); // pieces at level 9: stored and re-sent many times
    const entry: CachedResponse = {
      // The answer with nothing inserted, assembled once from the same pieces (no second compression).
      gzip: assembleSplicedGzip(spliced, offsets.map(() => '')),
      splices,
      spliced,
      log: list.map((r) => ('hits' in r ? { index: r.index!, query: r.query!, nbHits: r.nbHits!, page: r.page!, hitsPerPage: r.hitsPerPage! } : null)),
    };
    o.cache.set(key, entry);
    return answer(this.request, this, entry, ids, o, text);
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
    answer(request, reply, hit, ids, o);
    // The reply is sent: the route handler does not run.
  });
}

/** The response-cache plugin (see the module doc); registered with fastify-plugin so it applies to the scope that registers it. */
export const responseCache = fp(responseCachePlugin, { name: 'search-response-cache', fastify: '5.x' });

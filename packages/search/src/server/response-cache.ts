/**
 * Bounded LRU cache of serialized, gzip-compressed search responses.
 *
 * The DocSearch modal sends one request per keystroke with identical parameters for every
 * visitor (docs/protocol.md#modal-request), so popular prefixes repeat constantly. A cache hit answers
 * with stored gzip bytes: no search, no serialization, no compression. Keys are the exact request
 * body (plus route), so a hit is byte-for-byte the response the same request produced before.
 * Requests with `clickAnalytics` are never cached (each response needs a fresh `queryID`).
 * The cache belongs to one index snapshot; replace the index → clear the cache.
 */
import { gunzipSync } from 'node:zlib';
import type { QueryLogEntry } from '../analytics/log-writer.ts';
import { SEARCH_CONFIG } from '../config.ts';

/** What a hit needs to re-log its queries. */
export type CachedLog = Array<Pick<QueryLogEntry, 'index' | 'query' | 'nbHits' | 'page' | 'hitsPerPage'>>;

/** One cached response. */
export interface CachedResponse {
  /** gzip-compressed JSON body. */
  gzip: Buffer;
  /** Uncompressed size, bytes. */
  rawBytes: number;
  log: CachedLog;
}

/** Limits of the cache. */
export interface ResponseCacheOptions {
  /** Maximum entries (default 5000). */
  maxEntries?: number;
  /** Maximum total compressed bytes (default 16 MiB). */
  maxBytes?: number;
}

/**
 * LRU of compressed responses, bounded by entries and total bytes (see the module doc).
 * `get` refreshes recency; `set` evicts the least recently used entries.
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

  /** Total compressed bytes held. */
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

  /** Store an entry, evicting least-recently-used ones beyond the limits. Oversized entries are not stored. */
  set(key: string, value: CachedResponse): void {
    if (value.gzip.length > this.maxBytes / 8) return;
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.gzip.length;
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.bytes += value.gzip.length;
    while (this.map.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [k, v] = this.map.entries().next().value as [string, CachedResponse];
      this.map.delete(k);
      this.bytes -= v.gzip.length;
    }
  }
}

/**
 * Cache key of a search request: the route kind, the index (single-query route only: the
 * multi-query route names its indexes inside the body) and the exact decoded body text.
 * @param route - `multi` for `POST /1/indexes/{index}/queries`, `query` for `POST /1/indexes/{index}/query`.
 */
export function searchCacheKey(route: 'multi' | 'query', index: string, text: string): string {
  return route === 'multi' ? `multi\u0000${text}` : `query\u0000${index}\u0000${text}`;
}

/**
 * A stored answer as sent: the gzip bytes when the client accepts gzip, else the inflated JSON,
 * with its headers besides CORS (JSON type, `Vary`, and `Content-Encoding` when compressed).
 * Used by both the fastify routes and the cache fast path, so a hit looks the same from either.
 * @param gz - the stored gzip-compressed JSON body.
 * @param acceptEncoding - the request's `Accept-Encoding` header.
 * @param corsOrigin - the configured `Access-Control-Allow-Origin` (`*` needs no `Vary: Origin`).
 */
export function storedAnswer(gz: Buffer, acceptEncoding: string | undefined, corsOrigin: string): { headers: Record<string, string>; body: Buffer } {
  const gzipped = /\bgzip\b/.test(acceptEncoding ?? '');
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', vary: corsOrigin === '*' ? 'Accept-Encoding' : 'Origin, Accept-Encoding' };
  if (gzipped) headers['content-encoding'] = 'gzip';
  return { headers, body: gzipped ? gz : gunzipSync(gz) };
}

/**
 * The transport-independent search API (docs/protocol.md#response-fields,
 * #per-query-response):
 * validates requests, runs them on the named index, shapes Algolia responses and logs every query.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { SearchEngine, EngineResponse, FacetHitsResponse } from '../algolia/search-engine.ts';
import { DEFAULT_INDEX_SETTINGS, encodeParams, normaliseSearchRequest, ParamError, type IndexDefaults, type SearchRequest } from '../algolia/params.ts';
import { ApiError } from './api-error.ts';
import { boundedLogFields, type AnalyticsLog } from '../analytics/log-writer.ts';
import { SEARCH_CONFIG } from '../config.ts';

/** Maximum requests in one multi-query call. */
export const MAX_MULTI_QUERIES = SEARCH_CONFIG.server.maxMultiQueries;
/** Maximum hits one multi-query may ask for (sum of `hitsPerPage`). */
export const MAX_HITS_PER_MULTI_QUERY = SEARCH_CONFIG.limits.maxHitsPerMultiQuery;

/** One query's response (field order as Algolia sends it). */
export interface QueryResponse extends Omit<EngineResponse, 'processingTimeMS' | 'facets'> {
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
}

/** What a cached response answered, per query (the query log's fields besides time and requester). */
export interface CachedLogEntry {
  index: string;
  query: string;
  nbHits: number;
  page: number;
  hitsPerPage: number;
}

/** Cached log entry → its JSON fields without braces (see {@link SearchService.logCached}). */
const serialisedFields = new WeakMap<CachedLogEntry, string>();

/** Who asked (for the query log). */
export interface RequestMeta {
  session?: string;
  agent?: string;
  extra?: Record<string, string>;
}

/**
 * Anonymous client fingerprint for the log: 8 hex chars of FNV-1a(address + user agent), enough
 * to tell typing sessions apart in reports. Raw addresses are never written.
 */
export function sessionId(address: string | undefined, userAgent: string | undefined): string {
  const s = `${address ?? ''}|${userAgent ?? ''}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Who asked, for the query log: the anonymous session, `x-algolia-agent` (query string, else
 * header) and any other query-string parameters except the credentials (docs/protocol.md#server: logged, otherwise ignored).
 * @param query - parsed query string (values `string | string[]`).
 * @param headers - request headers.
 * @param ip - client address (never logged raw; see {@link sessionId}).
 */
export function requestMeta(query: unknown, headers: IncomingHttpHeaders, ip: string | undefined): RequestMeta {
  const q = (query ?? {}) as Record<string, unknown>;
  const extra: Record<string, string> = {};
  let agent: string | undefined;
  for (const k in q) {
    const lk = k.toLowerCase();
    if (lk === 'x-algolia-api-key' || lk === 'x-algolia-application-id') continue;
    if (lk === 'x-algolia-agent') agent = String(q[k]);
    else extra[k] = String(q[k]);
  }
  agent ??= headers['x-algolia-agent'] as string | undefined;
  return { session: sessionId(ip, headers['user-agent']), agent, extra };
}

/** A new 32-hex-character query id. */
export function newQueryID(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Runs Algolia search requests against named indexes and shapes the responses (docs/protocol.md#per-query-response "Per-query
 * response"): `query` echoed exactly, `params` URL-encoded, `queryID` when `clickAnalytics`.
 * Errors are {@link ApiError} (404 unknown index, 400 bad input) or `ParamError` (400).
 */
export class SearchService {
  private readonly indexes = new Map<string, SearchEngine>();

  /**
   * @param indexes - index name → engine.
   * @param log - query log (optional).
   * @param defaults - index-level defaults (docs/protocol.md#request-parameters).
   */
  constructor(
    indexes: Record<string, SearchEngine> | Map<string, SearchEngine>,
    private readonly log: AnalyticsLog | null = null,
    private readonly defaults: IndexDefaults = DEFAULT_INDEX_SETTINGS,
  ) {
    for (const [k, v] of indexes instanceof Map ? indexes : Object.entries(indexes)) this.indexes.set(k, v);
  }

  /** True when an index of this name is served. */
  hasIndex(name: string): boolean {
    return this.indexes.has(name);
  }

  /**
   * Log queries answered from a response cache (same fields as a computed query, engine time 0,
   * `cached: true`, and the fresh `queryID` when the answer got one). Runs on every cache hit, so
   * the line is assembled from strings: each entry's fields are serialised once and remembered.
   * @param entries - what the cached answer answered, per result (null: a facet-value result, not logged).
   * @param queryIDs - per result, the queryID sent with it.
   */
  logCached(entries: ReadonlyArray<CachedLogEntry | null>, meta: RequestMeta = {}, queryIDs: ReadonlyArray<string | undefined> = []): void {
    if (!this.log) return;
    const ts = new Date().toISOString();
    let tail = ',"processingTimeMS":0,"cached":true';
    const { agent, extra } = boundedLogFields({ query: '', agent: meta.agent, extra: meta.extra });
    if (meta.session) tail += `,"session":${JSON.stringify(meta.session)}`;
    if (agent) tail += `,"agent":${JSON.stringify(agent)}`;
    if (extra) {
      for (const _ in extra) {
        tail += `,"extra":${JSON.stringify(extra)}`;
        break;
      }
    }
    entries.forEach((e, i) => {
      if (e === null) return;
      let fields = serialisedFields.get(e);
      if (fields === undefined) serialisedFields.set(e, (fields = JSON.stringify(boundedLogFields(e)).slice(1, -1)));
      const id = queryIDs[i];
      this.log!.logQueryLine(`{"ts":"${ts}",${fields}${id ? `,"queryID":"${id}"` : ''}${tail}}\n`);
    });
  }

  /** The engine of an index. @throws ApiError 404 `Index does not exist`. */
  engine(name: unknown): SearchEngine {
    if (typeof name !== 'string' || name === '') throw new ApiError(400, 'indexName must be a non-empty string');
    const e = this.indexes.get(name);
    if (!e) throw new ApiError(404, 'Index does not exist');
    return e;
  }

  /**
   * Run one search on one index.
   * @param indexName - the index.
   * @param params - request parameters (object form, optional legacy `params` string).
   * @throws ApiError 404 for an unknown index, 400 for bad parameters.
   */
  query(indexName: string, params: unknown, meta: RequestMeta = {}): QueryResponse | FacetHitsResponse {
    const engine = this.engine(indexName);
    return this.run(indexName, engine, normaliseSearchRequest(params, this.defaults), meta);
  }

  /** Run one normalised search (see {@link query}). */
  private run(indexName: string, engine: SearchEngine, req: SearchRequest, meta: RequestMeta): QueryResponse | FacetHitsResponse {
    if (req.type === 'facet') {
      if (!req.facet) throw new ParamError('facet is required for type "facet"');
      return engine.searchFacetValues(req);
    }
    const r = engine.search(req);
    const out: QueryResponse = {
      hits: r.hits,
      nbHits: r.nbHits,
      page: r.page,
      nbPages: r.nbPages,
      hitsPerPage: r.hitsPerPage,
      exhaustiveNbHits: true,
      query: req.query,
      params: encodeParams(req.raw),
      index: indexName,
      processingTimeMS: r.processingTimeMS,
    };
    if (req.clickAnalytics) out.queryID = newQueryID();
    if (r.facets) out.facets = r.facets;
    this.log?.logQuery({
      ts: new Date().toISOString(),
      index: indexName,
      query: req.query,
      nbHits: r.nbHits,
      processingTimeMS: r.processingTimeMS,
      page: r.page,
      hitsPerPage: r.hitsPerPage,
      ...(out.queryID ? { queryID: out.queryID } : {}),
      ...(meta.session ? { session: meta.session } : {}),
      ...(meta.agent ? { agent: meta.agent } : {}),
      ...(meta.extra && Object.keys(meta.extra).length > 0 ? { extra: meta.extra } : {}),
    });
    return out;
  }

  /** Validate a multi-query body whole (shape, limits, every request's parameters) before any search runs. */
  private prepareMulti(body: unknown): Array<{ indexName: string; engine: SearchEngine; req: SearchRequest }> {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'Body must be a JSON object with a requests array');
    const requests = (body as { requests?: unknown }).requests;
    if (!Array.isArray(requests)) throw new ApiError(400, 'requests must be an array');
    if (requests.length > MAX_MULTI_QUERIES) throw new ApiError(400, `requests: at most ${MAX_MULTI_QUERIES} requests per multi-query (limit)`);
    // Validate every request before running any: a bad one costs no search.
    let hits = 0;
    const prepared = requests.map((r, i) => {
      if (!r || typeof r !== 'object' || Array.isArray(r)) throw new ApiError(400, `requests[${i}] must be an object`);
      const { indexName, ...params } = r as Record<string, unknown>;
      const engine = this.engine(indexName);
      let req: SearchRequest;
      try {
        req = normaliseSearchRequest(params, this.defaults);
      } catch (e) {
        if (e instanceof ParamError) throw new ParamError(`requests[${i}]: ${e.message}`);
        throw e;
      }
      if (req.type === 'facet' && !req.facet) throw new ParamError(`requests[${i}]: facet is required for type "facet"`);
      hits += req.type === 'facet' ? req.maxFacetHits : req.hitsPerPage;
      if (hits > MAX_HITS_PER_MULTI_QUERY) throw new ApiError(400, `requests: at most ${MAX_HITS_PER_MULTI_QUERY} hits per multi-query in total (sum of hitsPerPage, limit)`);
      return { indexName: indexName as string, engine, req };
    });
    return prepared;
  }

  /**
   * Multi-query (`POST /1/indexes/*\/queries`): results in request order, same count.
   * @param body - `{requests: [{indexName, ...params}], strategy?}`.
   * @throws ApiError 400 when `requests` is not an array of objects, 404 for an unknown index.
   */
  multi(body: unknown, meta: RequestMeta = {}): { results: Array<QueryResponse | FacetHitsResponse> } {
    const prepared = this.prepareMulti(body);
    return { results: prepared.map((p) => this.run(p.indexName, p.engine, p.req, meta)) };
  }

  /**
   * {@link multi}, yielding to the event loop between the searches of one multi-query, so other
   * requests on this process (health checks, the static site, other searches) wait for at most one
   * search, not a whole multi-query. Same validation (all requests before the first search) and results.
   */
  async multiAsync(body: unknown, meta: RequestMeta = {}): Promise<{ results: Array<QueryResponse | FacetHitsResponse> }> {
    const prepared = this.prepareMulti(body);
    const results: Array<QueryResponse | FacetHitsResponse> = [];
    for (const p of prepared) {
      if (results.length > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      results.push(this.run(p.indexName, p.engine, p.req, meta));
    }
    return { results };
  }
}

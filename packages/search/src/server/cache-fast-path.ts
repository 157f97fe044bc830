/**
 * Response-cache hits answered from Node's `http` request handler, before fastify.
 *
 * The DocSearch modal sends one request per keystroke, with the same parameters for every
 * visitor (docs/protocol.md#modal-request), so most traffic is the same few hundred bodies: cache hits.
 * A hit needs the route, the credentials, the body text and the stored gzip bytes; fastify's
 * routing, hook chain and reply object cost about as much again as the hit itself (bench:search).
 * So the server's request handler answers hits itself, with the headers, status, body and query
 * log line the fastify route would produce, and hands everything else to fastify unchanged:
 * other methods and paths, encoded or chunked bodies, bodies over the limit, missing or wrong
 * credentials, unknown indexes and cache misses. When the body was already read, it travels
 * with the request (see {@link takeBufferedBody}) and fastify's `preParsing` hook replays it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { hasValidCredentials, type CredentialConfig } from './credentials.ts';
import { searchCacheKey, storedAnswer, type CachedResponse, type ResponseCache } from './response-cache.ts';
import { requestMeta, type SearchService } from './search-service.ts';

const ignore = (): void => {};

/** Node's request handler shape (what `http.createServer` and fastify's `serverFactory` take). */
export type RawHandler = (req: IncomingMessage, res: ServerResponse) => void;

const BUFFERED_BODY = Symbol('search.bufferedBody');
type BufferedRequest = IncomingMessage & { [BUFFERED_BODY]?: Buffer };

/**
 * The body the fast path read before handing the request on (once: it is removed), or
 * undefined when the request stream is still unread. Also tells the body parser the response
 * cache was already consulted for this request.
 */
export function takeBufferedBody(req: IncomingMessage): Buffer | undefined {
  const r = req as BufferedRequest;
  const b = r[BUFFERED_BODY];
  if (b !== undefined) delete r[BUFFERED_BODY];
  return b;
}

/** What the fast path needs from the server. */
export interface CacheFastPathOptions {
  /** API path prefix without a trailing slash ('' for none). */
  prefix: string;
  cache: ResponseCache;
  service: SearchService;
  creds: CredentialConfig;
  /** `Access-Control-Allow-Origin` value. */
  corsOrigin: string;
  /** Search body limit, bytes: larger bodies go to fastify (which answers 413). */
  bodyLimit: number;
}

/** The search route a path names, or null. Index names are URL-decoded, as fastify's router does. */
export function matchSearchRoute(path: string, prefix: string): { route: 'multi' | 'query'; index: string } | null {
  const head = `${prefix}/1/indexes/`;
  if (!path.startsWith(head)) return null;
  const rest = path.slice(head.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const tail = rest.slice(slash + 1);
  const route = tail === 'queries' ? 'multi' : tail === 'query' ? 'query' : null;
  if (route === null) return null;
  try {
    return { route, index: decodeURIComponent(rest.slice(0, slash)) };
  } catch {
    return null;
  }
}

/**
 * Wrap a request handler (fastify's) with the cache fast path (see the module doc).
 * @param o - cache, service, credentials and limits of the server.
 * @param next - the handler every request the fast path does not answer goes to.
 * @returns a handler for `http.createServer`; it never throws (a failure hands over to `next`).
 */
export function withCacheFastPath(o: CacheFastPathOptions, next: RawHandler): RawHandler {
  const sendHit = (req: IncomingMessage, res: ServerResponse, hit: CachedResponse, query: unknown): void => {
    o.service.logCached(hit.log, requestMeta(query, req.headers, req.socket.remoteAddress));
    const { headers, body } = storedAnswer(hit.gzip, req.headers['accept-encoding'], o.corsOrigin);
    res.writeHead(200, { 'access-control-allow-origin': o.corsOrigin, ...headers, 'content-length': body.length });
    res.end(body);
  };

  return (req, res) => {
    if (req.method !== 'POST') return next(req, res);
    const url = req.url ?? '';
    const qs = url.indexOf('?');
    const match = matchSearchRoute(qs < 0 ? url : url.slice(0, qs), o.prefix);
    const enc = req.headers['content-encoding'];
    const length = Number(req.headers['content-length']);
    if (match === null || (enc !== undefined && enc.trim().toLowerCase() !== 'identity') || !(length > 0 && length <= o.bodyLimit)) return next(req, res);
    if (match.route === 'multi' ? match.index !== '*' && !o.service.hasIndex(match.index) : !o.service.hasIndex(match.index)) return next(req, res);
    const query = qs < 0 ? {} : parseQueryString(url.slice(qs + 1));
    if (!hasValidCredentials({ query, headers: req.headers }, o.creds)) return next(req, res);

    // Anonymous listeners: tsx's keep-names helper would otherwise run for named closures on every request.
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    });
    req.on('error', ignore); // a broken upload: the socket is gone, nothing to answer
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received);
      try {
        if (received === length) {
          const hit = o.cache.get(searchCacheKey(match.route, match.index, body.toString('utf8')));
          if (hit) return sendHit(req, res, hit, query);
        }
      } catch {
        // fall through: fastify answers (and reports) whatever went wrong
      }
      (req as BufferedRequest)[BUFFERED_BODY] = body;
      next(req, res);
    });
  };
}

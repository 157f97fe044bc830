/**
 * Static serving of the Docusaurus build as one encapsulated fastify plugin (site rule: a path
 * ending in `.html` or `/index.html` serves the same page as the path without that suffix; unknown
 * paths show the not-found page). Files are sent with @fastify/static's `reply.sendFile` (ETag,
 * ranges, content types) with `preCompressed`: the `.br` / `.gz` variant the build step wrote
 * (delivery/build.ts) is chosen by `Accept-Encoding`, with `Vary: Accept-Encoding` on every file.
 *
 * Resolution for a request path `/p`:
 * 1. `/p` ending in `/index.html` or `.html` is reduced to `/p'` without the suffix;
 * 2. an existing regular file `p` (only when no suffix was stripped), else `p'/index.html`,
 *    else `p'.html`, is served with 200;
 * 3. otherwise `404.html` is served with status 404 (a minimal page when the build has none).
 * No redirects are issued. Dotfiles (the delivery manifest) and the compressed variants themselves
 * (`x.js.br`) are not served as files.
 *
 * Headers (delivery/csp.ts): every file gets `X-Content-Type-Options: nosniff` and
 * `Referrer-Policy: strict-origin-when-cross-origin`; HTML pages get the Content-Security-Policy
 * built from the page's inline-script hashes in the build's `.delivery-manifest.json` (computed on
 * first serve, with a warning, for a build made without the delivery step) and
 * `X-Frame-Options: DENY`. CORS headers set app-wide for the search API are removed here: static
 * files are same-origin only.
 */
import { readFile, stat } from 'node:fs/promises';
import { posix, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { contentSecurityPolicy, HTML_HEADERS, searchHostOrigins, STATIC_HEADERS } from '../delivery/csp.ts';
import { readDeliveryManifest, type DeliveryManifest } from '../delivery/manifest.ts';

/** Options of {@link registerStaticSite}. */
export interface StaticSiteOptions {
  /** The Docusaurus build folder. */
  siteDir: string;
  /** Paths starting with one of these prefixes are never served from disk (the API). */
  reservedPrefixes?: string[];
  /** Called for reserved paths that matched no API route (answers JSON 404). */
  onReserved?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /**
   * Search host URLs the pages may connect to, added to the manifest's `connect-src` (the serving
   * process's `SEARCH_HOSTS`, for hosts chosen after the build).
   */
  connectSrc?: readonly string[];
  /** Message sink for start-up notes (default console.error). */
  log?: (msg: string) => void;
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/**
 * Map a URL path to a build-relative file, or null.
 * @param siteDir - absolute build folder.
 * @param urlPath - the request path without query string (percent-encoded).
 */
export async function resolveSitePath(siteDir: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const norm = posix.normalize('/' + decoded);
  if (norm.split('/').includes('..')) return null;
  let rel = norm.replace(/^\/+/, '');
  let stripped = false;
  if (rel === 'index.html' || rel.endsWith('/index.html')) {
    rel = rel.slice(0, -'index.html'.length);
    stripped = true;
  } else if (rel.endsWith('.html')) {
    rel = rel.slice(0, -'.html'.length);
    stripped = true;
  }
  if (rel.split('/').some((seg) => seg.startsWith('.') && seg.length > 0)) return null; // no dotfiles
  const base = rel.replace(/\/+$/, '');
  const candidates = [...(!stripped && base !== '' && !rel.endsWith('/') ? [base] : []), base === '' ? 'index.html' : `${base}/index.html`, ...(base !== '' ? [`${base}.html`] : [])];
  const root = resolve(siteDir);
  for (const c of candidates) {
    const abs = resolve(root, c);
    if (!abs.startsWith(root + sep)) continue;
    if (await isFile(abs)) return c;
  }
  return null;
}

const FALLBACK_404 = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found</title></head><body><h1>Page Not Found</h1></body></html>';

/** Header names of CORS, removed from static responses. */
const CORS_HEADERS = ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-expose-headers'];

/** Transport variants written by the build step; never served as files of their own. */
const VARIANT_SUFFIXES = ['.br', '.gz'];

/**
 * Register the static site: an encapsulated plugin holding @fastify/static (reply decorator
 * only, `preCompressed`), the delivery headers and a catch-all GET route.
 * @param app - the fastify instance (API routes registered before or after take precedence by specificity).
 * @throws Error naming the file when the build's delivery manifest exists but cannot be read.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const root = resolve(options.siteDir);
  const note = options.log ?? ((m: string) => console.error(m));
  const manifest = await readDeliveryManifest(root);
  if (!manifest) note(`[site] ${root} has no delivery manifest (run npm run build): no precompressed files; CSP script hashes computed on first serve`);
  await app.register(async (site) => staticSitePlugin(site, { ...options, root, manifest }));
}

async function staticSitePlugin(site: FastifyInstance, options: StaticSiteOptions & { root: string; manifest: DeliveryManifest | null }): Promise<void> {
  const { root, manifest } = options;
  await site.register(fastifyStatic, { root, serve: false, decorateReply: true, preCompressed: true });
  const reserved = options.reservedPrefixes ?? [];
  const has404 = await isFile(resolve(root, '404.html'));
  const connectSrc = [...(manifest?.connectSrc ?? []), ...searchHostOrigins(options.connectSrc ?? [])];

  // Hashes for builds without a manifest: computed once per page with the HTML parser, loaded only then.
  const computed = new Map<string, Promise<string[]>>();
  const hashesOf = (rel: string): Promise<string[]> => {
    const known = manifest?.scriptHashes[rel];
    if (known) return Promise.resolve(known);
    let p = computed.get(rel);
    if (!p) {
      p = Promise.all([import('../delivery/inline-scripts.ts'), readFile(resolve(root, rel), 'utf8')]).then(([m, html]) => m.scanPage(html).scriptHashes);
      p.catch(() => computed.delete(rel));
      computed.set(rel, p);
    }
    return p;
  };

  const htmlHeaders = async (reply: FastifyReply, rel: string): Promise<void> => {
    reply.headers(HTML_HEADERS);
    reply.header('content-security-policy', contentSecurityPolicy({ scriptHashes: await hashesOf(rel), connectSrc }));
  };

  // Static responses carry the delivery headers and no CORS (the API's hook sets CORS app-wide).
  site.addHook('onSend', (_request, reply, payload, done) => {
    for (const h of CORS_HEADERS) reply.removeHeader(h);
    const vary = reply.getHeader('vary');
    if (typeof vary === 'string' && /\borigin\b/i.test(vary)) {
      const rest = vary.split(',').map((v) => v.trim()).filter((v) => v && v.toLowerCase() !== 'origin');
      if (rest.length) reply.header('vary', rest.join(', '));
      else reply.removeHeader('vary');
    }
    reply.headers(STATIC_HEADERS);
    done(null, payload);
  });

  const notFound = async (reply: FastifyReply): Promise<unknown> => {
    if (has404) {
      await htmlHeaders(reply, '404.html');
      return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('404.html', root);
    }
    reply.headers(HTML_HEADERS).header('content-security-policy', contentSecurityPolicy({ scriptHashes: [], connectSrc }));
    return reply.code(404).type('text/html; charset=utf-8').send(FALLBACK_404);
  };

  site.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (reserved.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))) {
      return options.onReserved ? options.onReserved(request, reply) : reply.code(404).send({ message: 'Not Found', status: 404 });
    }
    const rel = await resolveSitePath(root, path);
    if (rel === null || rel === '404.html') return notFound(reply);
    const variant = VARIANT_SUFFIXES.find((v) => rel.endsWith(v));
    if (variant && (await isFile(resolve(root, rel.slice(0, -variant.length))))) return notFound(reply);
    if (rel.endsWith('.html')) await htmlHeaders(reply, rel);
    const hashed = rel.startsWith('assets/');
    return reply.sendFile(rel, root, hashed ? { maxAge: '365d', immutable: true } : { maxAge: 0, cacheControl: true });
  });
}

/**
 * Static serving of the Docusaurus build (site rule: a path ending in `.html` or `/index.html` serves the same page as the path
 * without that suffix; unknown paths show the not-found page). Files are sent with @fastify/static's `reply.sendFile` (ETag, ranges, content types).
 *
 * Resolution for a request path `/p`:
 * 1. `/p` ending in `/index.html` or `.html` is reduced to `/p'` without the suffix;
 * 2. an existing regular file `p` (only when no suffix was stripped), else `p'/index.html`,
 *    else `p'.html`, is served with 200;
 * 3. otherwise `404.html` is served with status 404 (a minimal page when the build has none).
 * No redirects are issued.
 */
import { stat } from 'node:fs/promises';
import { posix, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Options of {@link registerStaticSite}. */
export interface StaticSiteOptions {
  /** The Docusaurus build folder. */
  siteDir: string;
  /** Paths starting with one of these prefixes are never served from disk (the API). */
  reservedPrefixes?: string[];
  /** Called for reserved paths that matched no API route (answers JSON 404). */
  onReserved?: (request: FastifyRequest, reply: FastifyReply) => unknown;
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

/**
 * Register the static site: @fastify/static (reply decorator only) and a catch-all GET route.
 * @param app - the fastify instance (API routes registered before or after take precedence by specificity).
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const root = resolve(options.siteDir);
  await app.register(fastifyStatic, { root, serve: false, decorateReply: true });
  const reserved = options.reservedPrefixes ?? [];
  const has404 = await isFile(resolve(root, '404.html'));

  const notFound = (reply: FastifyReply): unknown => {
    if (has404) return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('404.html', root);
    return reply.code(404).type('text/html; charset=utf-8').send(FALLBACK_404);
  };

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (reserved.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))) {
      return options.onReserved ? options.onReserved(request, reply) : reply.code(404).send({ message: 'Not Found', status: 404 });
    }
    const rel = await resolveSitePath(root, path);
    if (rel === null || rel === '404.html') return notFound(reply);
    const hashed = rel.startsWith('assets/');
    return reply.sendFile(rel, root, hashed ? { maxAge: '365d', immutable: true } : { maxAge: 0, cacheControl: true });
  });
}

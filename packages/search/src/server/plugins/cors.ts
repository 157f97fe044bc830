/**
 * CORS for the search API only (docs/protocol.md#server): `Access-Control-Allow-Origin` on every
 * API response, and the preflight answer (`OPTIONS`, 204) allowing the Algolia headers. The static
 * site gets no CORS headers (it is never fetched cross-origin).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SEARCH_CONFIG } from '../../config.ts';
import './credentials.ts'; // the `config.public` route flag

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

/** Options of {@link cors}. */
export interface CorsOptions {
  /** `Access-Control-Allow-Origin` value (default `*`). */
  origin: string;
  /** Preflight `Access-Control-Max-Age`, seconds (default 86400). */
  maxAgeSeconds?: number;
}

/** The CORS plugin: applies to the scope that registers it (the API), and answers `OPTIONS` for any path of that scope. */
export const cors = fp(
  async (app: FastifyInstance, o: CorsOptions) => {
    // Callback-style hook: no promise per request on the hot path.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('access-control-allow-origin', o.origin);
      if (o.origin !== '*') reply.header('vary', 'Origin');
      done();
    });
    app.options('*', { config: { public: true } }, async (request, reply) => {
      const asked = String(request.headers['access-control-request-headers'] ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h.startsWith('x-algolia-') && !CORS_ALLOW_HEADERS.includes(h));
      return reply
        .code(204)
        .header('access-control-allow-methods', 'POST, GET, OPTIONS')
        .header('access-control-allow-headers', [...CORS_ALLOW_HEADERS, ...asked].join(', '))
        .header('access-control-max-age', String(o.maxAgeSeconds ?? SEARCH_CONFIG.server.corsMaxAgeSeconds))
        .send();
    });
  },
  { name: 'search-cors', fastify: '5.x' },
);

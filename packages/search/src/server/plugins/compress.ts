/**
 * gzip for computed API responses (docs/protocol.md#server): JSON over
 * `SEARCH_CONFIG.server.compressMinBytes` is gzipped at level 1 (fast; answers are small) when the
 * client accepts gzip. Stored cache answers arrive as Buffers already compressed and pass through.
 */
import { gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SEARCH_CONFIG } from '../../config.ts';

/** API responses larger than this (bytes) are gzip-compressed when the client accepts it. */
export const COMPRESS_MIN_BYTES = SEARCH_CONFIG.server.compressMinBytes;

/** The compression plugin for the registering scope. */
export const compressJson = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' || payload.length < COMPRESS_MIN_BYTES || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        done(null, payload);
        return;
      }
      reply.header('content-encoding', 'gzip');
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      reply.removeHeader('content-length');
      gzip(payload, { level: 1, strategy: zlibConstants.Z_DEFAULT_STRATEGY }, (err, buf) => (err ? done(err) : done(null, buf)));
    });
  },
  { name: 'search-compress-json', fastify: '5.x' },
);

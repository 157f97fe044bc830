/**
 * Body parsing for the API (docs/protocol.md#modal-request:
 * the body is JSON whatever its content-type): one catch-all parser reads the raw bytes, inflates `Content-Encoding: gzip` /
 * `deflate` / `br` (bounded by the body limit), and parses JSON whatever the content type —
 * `text/plain` (browser), `application/json` (Node, insights XHR), `application/x-www-form-urlencoded`
 * (v3/v4 clients sent JSON under it; a real `a=b&c=d` form is accepted too).
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error.ts';
import { jsonTextWithinDepth, LIMITS } from '../../algolia/limits.ts';

/** Checked before any JSON text is parsed: nothing deeper reaches a recursive walk (serialisers, validators). */
function checkDepth(text: string): void {
  if (!jsonTextWithinDepth(text)) throw new ApiError(400, `Request body nests deeper than ${LIMITS.maxJsonDepth} levels (limit)`);
}

/**
 * Decode the raw body bytes.
 * @param raw - bytes as received.
 * @param encoding - `Content-Encoding` header.
 * @param limit - maximum decoded size in bytes.
 * @throws ApiError 413 when the decoded body exceeds `limit`; 400 when it cannot be decoded; 415 for an unknown encoding.
 */
export function decodeBody(raw: Buffer, encoding: string | undefined, limit: number): Buffer {
  const enc = (encoding ?? 'identity').trim().toLowerCase();
  if (enc === '' || enc === 'identity') return raw;
  const opts = { maxOutputLength: limit };
  try {
    if (enc === 'gzip' || enc === 'x-gzip') return gunzipSync(raw, opts);
    if (enc === 'deflate') return inflateSync(raw, opts);
    if (enc === 'br') return brotliDecompressSync(raw, opts);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || /Cannot create a Buffer larger|maxOutputLength|buffer/i.test(String((e as Error).message))) {
      throw new ApiError(413, 'Request body is too large');
    }
    throw new ApiError(400, `Malformed ${enc} body`);
  }
  throw new ApiError(415, `Unsupported Content-Encoding: ${enc}`);
}

/**
 * Parse body text as JSON (any content type). Form bodies that are not JSON are parsed as
 * `key=value` pairs whose JSON-looking values are decoded.
 * @returns the parsed value; `undefined` for an empty body.
 * @throws ApiError 400 `Malformed JSON body`, or when any value nests deeper than `limits.maxJsonDepth`.
 */
export function parseBodyText(text: string, contentType: string | undefined): unknown {
  if (text.trim() === '') return undefined;
  checkDepth(text);
  try {
    return JSON.parse(text);
  } catch {
    // fall through
  }
  if ((contentType ?? '').toLowerCase().includes('application/x-www-form-urlencoded')) {
    let decoded: string | undefined;
    try {
      decoded = decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      // not URL-encoded JSON
    }
    if (decoded !== undefined) checkDepth(decoded);
    try {
      if (decoded !== undefined) return JSON.parse(decoded);
    } catch {
      // not JSON in URL-encoding either
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of new URLSearchParams(text)) {
      const t = v.trim();
      if (/^[[{]/.test(t)) checkDepth(t);
      try {
        out[k] = /^[[{]/.test(t) ? JSON.parse(t) : v;
      } catch {
        throw new ApiError(400, `Malformed JSON in form field ${k}`);
      }
    }
    if (Object.keys(out).length > 0 && !Object.values(out).every((v) => v === '')) return out;
  }
  throw new ApiError(400, 'Malformed JSON body');
}

/** Options of {@link bodyParser}. */
export interface BodyParserOptions {
  /** Maximum decoded body size in bytes when the route sets none (a route's `bodyLimit` bounds both the received and the decoded size). */
  bodyLimit: number;
}

/**
 * Replace fastify's content parsers with the catch-all JSON parser (see the module doc), in the
 * scope that registers the plugin.
 */
export const bodyParser = fp(
  async (app: FastifyInstance, o: BodyParserOptions) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer | string, done: (err: Error | null, body?: unknown) => void) => {
      try {
        const buf = typeof body === 'string' ? Buffer.from(body) : body;
        const limit = request.routeOptions.bodyLimit ?? o.bodyLimit;
        const text = decodeBody(buf, request.headers['content-encoding'] as string | undefined, limit).toString('utf8');
        done(null, parseBodyText(text, request.headers['content-type']));
      } catch (e) {
        done(e as Error);
      }
    });
  },
  { name: 'search-body-parser', fastify: '5.x' },
);

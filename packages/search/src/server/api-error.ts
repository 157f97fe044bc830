/**
 * Client-facing API errors: always JSON `{"message","status"}` (docs/protocol.md#hosts-timeouts-and-retries, #server).
 * 4xx for anything the client caused (never retried by algoliasearch); 5xx only for our own bugs.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ParamError } from '../algolia/params.ts';

/** An error with an HTTP status that is sent to the client as `{message, status}`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Body of every API error response. */
export interface ApiErrorBody {
  message: string;
  status: number;
}

/** The 403 Algolia sends for bad credentials (docs/protocol.md#server). */
export const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';

/**
 * Map any thrown value to a status and message.
 * - {@link ApiError} / {@link ParamError}: their status;
 * - fastify errors with a 4xx `statusCode` (body too large → 413, bad media type → 415, …): kept;
 * - JSON syntax errors: 400;
 * - anything else: 500 (logged by the caller).
 */
export function toApiError(err: unknown): ApiErrorBody {
  if (err instanceof ApiError) return { message: err.message, status: err.status };
  if (err instanceof ParamError) return { message: err.message, status: 400 };
  const fe = err as Partial<FastifyError> & { status?: number };
  const code = fe?.statusCode ?? fe?.status;
  if (typeof code === 'number' && code >= 400 && code < 500) {
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 413) return { message: 'Request body is too large', status: 413 };
    return { message: fe.message || 'Bad request', status: code };
  }
  if (err instanceof SyntaxError) return { message: 'Malformed JSON body', status: 400 };
  return { message: 'Internal error', status: 500 };
}

/** Fastify error handler: JSON errors, 4xx for client faults, logs 5xx. */
export function apiErrorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const body = toApiError(err);
  if (body.status >= 500) request.log.error({ err }, 'internal error');
  void reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

/**
 * Credential checks (docs/protocol.md#server, #modal-request): `x-algolia-application-id` and
 * `x-algolia-api-key` from the query string (browser, any letter case, e.g. the insights client's
 * `X-Algolia-API-Key`) or the headers (Node clients).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, INVALID_CREDENTIALS } from './api-error.ts';

/** Configured credentials. `apiKey: null` disables the key check; `appId: null` the app-id check. */
export interface CredentialConfig {
  appId: string | null;
  apiKey: string | null;
}

/**
 * What a credential check reads: the parsed query string (values `string | string[]`, as
 * fastify and `node:querystring` parse it) and the request headers. A `FastifyRequest` fits.
 */
export interface CredentialSource {
  query?: unknown;
  headers: IncomingHttpHeaders;
}

/**
 * Read one credential: query string first (case-insensitive name), then header.
 * @param name - lowercase name, e.g. `x-algolia-api-key`.
 */
export function readCredential(request: CredentialSource, name: string): string | undefined {
  const q = request.query as Record<string, unknown> | undefined;
  if (q && typeof q === 'object') {
    for (const k in q) {
      if (k.toLowerCase() === name) {
        const v = q[k];
        return Array.isArray(v) ? String(v[0]) : String(v);
      }
    }
  }
  const h = request.headers[name];
  return Array.isArray(h) ? h[0] : h;
}

/** True when the request carries the configured credentials. */
export function hasValidCredentials(request: CredentialSource, cfg: CredentialConfig): boolean {
  return (cfg.appId === null || readCredential(request, 'x-algolia-application-id') === cfg.appId) && (cfg.apiKey === null || readCredential(request, 'x-algolia-api-key') === cfg.apiKey);
}

/**
 * Enforce the configured credentials.
 * @throws ApiError 403 `Invalid Application-ID or API key` when missing or wrong.
 */
export function checkCredentials(request: CredentialSource, cfg: CredentialConfig): void {
  if (!hasValidCredentials(request, cfg)) throw new ApiError(403, INVALID_CREDENTIALS);
}

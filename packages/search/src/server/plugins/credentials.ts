/**
 * Credential check for the search API (docs/protocol.md#server): a `preHandler` on every route of
 * the registering scope except those with `config: { public: true }` (health, JSON 404s).
 * Missing or wrong → 403 `Invalid Application-ID or API key`. The check itself: ../credentials.ts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkCredentials, type CredentialConfig } from '../credentials.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without credentials. */
    public?: boolean;
  }
}

/** The credentials plugin (options: the configured app id and key; `null` disables a check). */
export const credentials = fp(
  async (app: FastifyInstance, creds: CredentialConfig) => {
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.routeOptions.config.public) return done();
      try {
        checkCredentials(request, creds);
        done();
      } catch (e) {
        done(e as Error);
      }
    });
  },
  { name: 'search-credentials', fastify: '5.x' },
);

/**
 * `GET /1/isalive` (no credentials, a trivial JSON route) and the JSON 404 for every other API
 * path (never the HTML page, never a redirect; `OPTIONS` stays with the CORS preflight).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-error.ts';

/** Register the health route and the API's catch-all 404. */
export async function healthRoutes(api: FastifyInstance): Promise<void> {
  api.get('/1/isalive', { config: { public: true } }, async () => ({ message: 'server is alive' }));
  api.route({
    method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
    url: '/1/*',
    config: { public: true },
    handler: async () => {
      throw new ApiError(404, 'Not Found');
    },
  });
}

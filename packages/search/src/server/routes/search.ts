/**
 * Search routes (docs/protocol.md#modal-request, #per-query-response):
 * - `POST /1/indexes/*\/queries` (multi-query) and `POST /1/indexes/:index/query` — one handler;
 *   both opt into the response cache (`reply.sendSearch`);
 * - `GET /1/indexes/:index?query=…` (legacy; parameters from the query string, not cached).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestMeta, type SearchService } from '../search-service.ts';

/** Options of {@link searchRoutes}. */
export interface SearchRoutesOptions {
  service: SearchService;
}

/** Register the search routes on the API scope. */
export async function searchRoutes(api: FastifyInstance, { service }: SearchRoutesOptions): Promise<void> {
  const search = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const { index } = request.params as { index: string };
    const meta = requestMeta(request.query, request.headers, request.ip);
    if (request.routeOptions.config.searchCache === 'query') return reply.sendSearch([service.query(index, request.body ?? {}, meta)]);
    if (index !== '*') service.engine(index); // 404 for an unknown index in the path
    return reply.sendSearch((await service.multiAsync(request.body, meta)).results);
  };
  api.post('/1/indexes/:index/queries', { config: { searchCache: 'multi' } }, search);
  api.post('/1/indexes/:index/query', { config: { searchCache: 'query' } }, search);
  api.get('/1/indexes/:index', async (request) => {
    const { index } = request.params as { index: string };
    const params: Record<string, unknown> = {};
    for (const [k, v] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      if (!k.toLowerCase().startsWith('x-algolia-')) params[k] = Array.isArray(v) ? v[0] : v;
    }
    return service.query(index, params, requestMeta(request.query, request.headers, request.ip));
  });
}

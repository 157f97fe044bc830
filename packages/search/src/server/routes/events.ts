/**
 * `POST /1/events` (docs/protocol.md#insights-events): the whole batch is validated before any
 * of it is stored, then appended to the event log.
 */
import type { FastifyInstance } from 'fastify';
import type { AnalyticsLog } from '../../analytics/log-writer.ts';
import { MAX_EVENTS_BODY_BYTES, validateEvents } from '../insights.ts';

/** Register the insights route on the API scope. */
export async function eventRoutes(api: FastifyInstance, { analytics }: { analytics: AnalyticsLog }): Promise<void> {
  api.post('/1/events', { bodyLimit: MAX_EVENTS_BODY_BYTES }, async (request) => {
    analytics.logEvents(validateEvents(request.body));
    return { status: 200, message: 'OK' };
  });
}

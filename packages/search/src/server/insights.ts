/**
 * Insights events validation (docs/protocol.md#insights-events): `{events: [...]}` with at
 * most 1,000 events; each has `eventType` view/click/conversion, `eventName` (≤ 64 chars),
 * `index`, `userToken`, and optional `objectIDs` (≤ 20), `positions` (0- or 1-based),
 * `queryID` (32 hex), `timestamp`, `algoliaSource`.
 */
import { ApiError } from './api-error.ts';
import { valueWithinDepth } from '../algolia/limits.ts';
import { SEARCH_CONFIG } from '../config.ts';

const L = SEARCH_CONFIG.limits;
/** Nesting allowed inside one event object (the event itself is level 1), levels. */
const MAX_EVENT_DEPTH = 3;

/** Maximum events per request. */
export const MAX_EVENTS = SEARCH_CONFIG.server.maxEvents;
/** Maximum objectIDs per event. */
export const MAX_OBJECT_IDS = SEARCH_CONFIG.server.maxObjectIds;
/** Maximum events body size, bytes (2 MB). */
export const MAX_EVENTS_BODY_BYTES = SEARCH_CONFIG.server.eventsBodyLimitBytes;

const EVENT_TYPES = new Set(['view', 'click', 'conversion']);

/**
 * Validate a whole events body before any of it is stored (a 400 stores nothing, so a client's
 * retry never duplicates events). Besides the Algolia fields, every event is bounded: at most
 * `limits.maxEventKeys` keys, strings of at most `limits.maxEventStringChars` characters anywhere
 * in it, `objectIDs`/`positions` of at most `limits.maxEventListEntries`, nesting of at most 3 levels.
 * @returns the events (unchanged objects).
 * @throws ApiError 400 naming the first problem and the limit.
 */
export function validateEvents(body: unknown): Record<string, unknown>[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'Body must be an object with an events array');
  const events = (body as { events?: unknown }).events;
  if (!Array.isArray(events)) throw new ApiError(400, 'events must be an array');
  if (events.length > MAX_EVENTS) throw new ApiError(400, `At most ${MAX_EVENTS} events per request`);
  events.forEach((e, i) => {
    const where = `events[${i}]`;
    if (!e || typeof e !== 'object' || Array.isArray(e)) throw new ApiError(400, `${where} must be an object`);
    const ev = e as Record<string, unknown>;
    if (!valueWithinDepth(ev, MAX_EVENT_DEPTH)) throw new ApiError(400, `${where} nests deeper than ${MAX_EVENT_DEPTH} levels (limit)`);
    let keys = 0;
    for (const _ in ev) if (++keys > L.maxEventKeys) throw new ApiError(400, `${where} has more than ${L.maxEventKeys} fields (limit)`);
    if (!stringsWithin(ev, L.maxEventStringChars)) throw new ApiError(400, `${where}: a string is longer than ${L.maxEventStringChars} characters (limit)`);
    if (typeof ev.eventType !== 'string' || !EVENT_TYPES.has(ev.eventType)) throw new ApiError(400, `${where}.eventType must be view, click or conversion`);
    if (typeof ev.eventName !== 'string' || ev.eventName.length === 0 || ev.eventName.length > 64) throw new ApiError(400, `${where}.eventName must be 1-64 characters`);
    if (typeof ev.index !== 'string' || ev.index === '') throw new ApiError(400, `${where}.index must be a string`);
    if (typeof ev.userToken !== 'string' || ev.userToken === '' || ev.userToken.length > 129) throw new ApiError(400, `${where}.userToken must be a string`);
    if (ev.objectIDs !== undefined) {
      if (!Array.isArray(ev.objectIDs) || !ev.objectIDs.every((x) => typeof x === 'string')) throw new ApiError(400, `${where}.objectIDs must be an array of strings`);
      if (ev.objectIDs.length > MAX_OBJECT_IDS) throw new ApiError(400, `${where}.objectIDs: at most ${MAX_OBJECT_IDS}`);
    }
    if (ev.positions !== undefined && (!Array.isArray(ev.positions) || !ev.positions.every((x) => Number.isInteger(x) && (x as number) >= 0))) {
      throw new ApiError(400, `${where}.positions must be an array of non-negative integers`);
    }
    if (Array.isArray(ev.positions) && ev.positions.length > L.maxEventListEntries) throw new ApiError(400, `${where}.positions: at most ${L.maxEventListEntries} (limit)`);
    if (ev.queryID !== undefined && (typeof ev.queryID !== 'string' || !/^[0-9a-f]{32}$/i.test(ev.queryID))) throw new ApiError(400, `${where}.queryID must be 32 hex characters`);
    if (ev.timestamp !== undefined && typeof ev.timestamp !== 'number') throw new ApiError(400, `${where}.timestamp must be a number (ms)`);
  });
  return events as Record<string, unknown>[];
}

/** True when every string (keys and values) inside a depth-checked value is at most `max` characters. */
function stringsWithin(value: unknown, max: number): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.length > max) return false;
    } else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v as Record<string, unknown>)) {
        if (k.length > max) return false;
        stack.push(inner);
      }
    }
  }
  return true;
}

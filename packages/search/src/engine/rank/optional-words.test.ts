/**
 * Optional query words: Algolia's `removeStopWords` and `optionalWords`
 * (docs/protocol.md#ranking). Each expectation says WHY the expected hit must win.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchEngine } from '../../algolia/search-engine.ts';
import { normaliseSearchRequest, ParamError } from '../../algolia/params.ts';
import { rec } from '../../__fixtures__/records.ts';

const engine = new SearchEngine([
  rec({ path: '/guides/schedules/timezones', type: 'lvl1', h: ['Schedules', 'Set a schedule timezone'], pageRank: 3 }),
  rec({
    path: '/guides/logging',
    anchor: 'faq',
    type: 'content',
    h: ['Logging', 'FAQ'],
    content: 'How do I set the log level? Logs of a schedule show the timezone of the machine, so you do not need to change it.',
    pageRank: 3,
    position: 1,
  }),
  rec({ path: '/guides/what-is', type: 'lvl1', h: ['Concepts', 'What is Dagster'], pageRank: 3 }),
  rec({ path: '/guides/sensors/timezone', type: 'lvl1', h: ['Sensors', 'Sensor timezone'], pageRank: 0 }),
]);
const S = 'https://docs.dagster.io';
function search(query: string, extra: Record<string, unknown> = {}) {
  const r = engine.search(normaliseSearchRequest({ query, hitsPerPage: 20, ...extra }));
  return { urls: r.hits.map((h) => String(h.url).slice(S.length)), nbHits: r.nbHits };
}

test('stop words are optional and not counted: the page that answers beats a section holding the filler words', () => {
  const q = 'how do I set a schedule timezone';
  // WHY: counted words are "set", "schedule", "timezone" (how/do/I/a are stop words); both records
  // match all three with no typo, so attribute decides: the lvl1 title (rank 1) beats the FAQ
  // content (rank 20), although the FAQ also holds "how", "do" and "I".
  assert.equal(search(q).urls[0], '/guides/schedules/timezones');
  // WHY: with removeStopWords off every word is required and counted, so only the FAQ (which holds
  // how/do/I/a/set/schedule/timezone) matches at all — a question-shaped query would miss the page that answers it.
  assert.deepEqual(search(q, { removeStopWords: false }).urls, ['/guides/logging#faq']);
  // WHY: a record without the stop words still matches (they are optional, not required).
  assert.ok(search('how to set schedule timezone').urls.includes('/guides/schedules/timezones'));
});

test('a query made only of stop words keeps them required', () => {
  // WHY: "what" and "is" are both stop words; with no other word they are the query, so only
  // records holding both match ("What is Dagster"), not every record holding either.
  assert.deepEqual(search('what is').urls, ['/guides/what-is']);
});

test('removeStopWords accepts a language list; an unknown language has no stop words', () => {
  assert.equal(search('how do I set a schedule timezone', { removeStopWords: ['en'] }).urls[0], '/guides/schedules/timezones');
  // WHY: no French list is known, so every word stays required: only the FAQ matches.
  assert.deepEqual(search('how do I set a schedule timezone', { removeStopWords: ['fr'] }).urls, ['/guides/logging#faq']);
  assert.throws(() => normaliseSearchRequest({ query: 'x', removeStopWords: ['not a code'] }), ParamError);
});

test('optionalWords: not required, but records with them rank first (counted in "words")', () => {
  // WHY: "sensor" is required by default, so only the sensor page matches "sensor timezone".
  assert.deepEqual(search('sensor timezone').urls, ['/guides/sensors/timezone']);
  const r = search('sensor timezone', { optionalWords: ['sensor'] });
  // WHY: "sensor" is optional, so every record with "timezone" matches; the one that also has
  // "sensor" matches 2 counted words against 1 and wins on the first criterion, despite pageRank 0.
  assert.equal(r.urls[0], '/guides/sensors/timezone');
  assert.deepEqual(r.urls.slice(1).sort(), ['/guides/logging#faq', '/guides/schedules/timezones']);
  // WHY: a string is a set of optional words (Algolia: each string is tokenized).
  assert.equal(search('sensor timezone', { optionalWords: 'sensor foo' }).nbHits, 3);
  assert.throws(() => normaliseSearchRequest({ query: 'x', optionalWords: ['x'.repeat(201)] }), ParamError);
});

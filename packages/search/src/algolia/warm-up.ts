/**
 * Warm-up of a freshly built {@link SearchEngine}, run before the server listens.
 *
 * A cold engine answers its first queries slowly: V8 runs the search loops (typo matching over the
 * term dictionary, prefix merging, ranking, highlighting) in its interpreter until they are hot.
 * Measured on the 499-page site (2-core AMD EPYC, idle): the first six-letter query took 150 ms, the
 * same query after a warm-up 4 ms. On a busy machine the cold figure grows past the browser client's
 * 1000 ms connect timeout (requirements §9; docs/protocol.md#hosts-timeouts-and-retries), so the
 * first reader after a start or a worker restart would see the host marked down and get no results.
 *
 * The queries are taken from the index itself (words of its records' titles), never from a fixed
 * list, so the warm-up exercises the same code paths whatever site is served: one-, two- and
 * three-letter prefixes, a whole word, the word with a typo, two words, and a question with stop
 * words. They run against the engine directly: nothing is logged and no response cache is filled.
 */
import { docsearchModalRequest } from './modal-request.ts';
import { normaliseSearchRequest } from './params.ts';
import type { SearchEngine } from './search-engine.ts';

/** Records whose titles are read for warm-up words (the first ones; bounds the scan), records. */
const WARM_UP_RECORD_SCAN = 200;

/** Shortest word taken as a warm-up word, characters (long enough to allow a typo). */
const MIN_WORD_CHARS = 6;

/** What a warm-up did. */
export interface WarmUpResult {
  /** Queries run. */
  queries: number;
  /** Wall time of the whole warm-up, ms. */
  ms: number;
}

/**
 * The warm-up queries for an index: built from the first two distinct words of at least
 * {@link MIN_WORD_CHARS} letters found in the titles (`hierarchy.lvl0`..`lvl2`) of its first
 * {@link WARM_UP_RECORD_SCAN} records.
 * @returns the queries in the order to run them; empty when the index has no such word.
 */
export function warmUpQueries(engine: SearchEngine): string[] {
  const words: string[] = [];
  const records = engine.records;
  for (let i = 0; i < records.length && i < WARM_UP_RECORD_SCAN && words.length < 2; i++) {
    const h = records[i]!.hierarchy;
    for (const title of [h.lvl0, h.lvl1, h.lvl2]) {
      for (const w of (title ?? '').toLowerCase().match(/[a-z]+/g) ?? []) {
        if (w.length >= MIN_WORD_CHARS && !words.includes(w)) words.push(w);
        if (words.length === 2) break;
      }
      if (words.length === 2) break;
    }
  }
  if (words.length === 0) return [];
  const [a, b = a] = words as [string, string?];
  // Swapping two inner letters makes a one-typo form (Damerau transposition) of a 6+ letter word.
  const typo = a.slice(0, 2) + a[3] + a[2] + a.slice(4);
  return [a.slice(0, 1), a.slice(0, 2), a.slice(0, 3), a, typo, `${a} ${b}`, `how do i use ${b}`];
}

/**
 * Runs the warm-up queries with the DocSearch modal's parameters, twice over, so the hot loops are
 * compiled before the first reader's query.
 * @param engine - the engine to warm.
 * @param queries - the queries (default {@link warmUpQueries}).
 * @returns how many queries ran and how long it took (about 0.3 s for the 499-page site, idle).
 * Never throws for an index without usable words: it then runs nothing.
 */
export function warmUpEngine(engine: SearchEngine, queries: readonly string[] = warmUpQueries(engine)): WarmUpResult {
  const t0 = performance.now();
  let n = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (const q of queries) {
      engine.search(normaliseSearchRequest(docsearchModalRequest(q)));
      n++;
    }
  }
  return { queries: n, ms: performance.now() - t0 };
}

/**
 * The contract every engine in `bench:relevance` meets, so all are scored on the same queries with
 * the same URL matching (bench/relevance/queries.ts `matches`).
 */
export interface SearchEngineUnderTest {
  /** Display name, with the exact package version for peers (e.g. `minisearch 7.2.0`). */
  name: string;
  /** One line describing how the engine is configured and what order is scored. */
  method: string;
  /**
   * Result URLs (absolute, or site paths) in the order a reader sees them, best first; at most 20.
   * @throws Error when the engine fails; the bench stops rather than score a broken engine.
   */
  search(query: string): Promise<string[]>;
  /** Releases processes, servers and temp files the engine holds. Safe to call twice. */
  close(): Promise<void>;
}

/** Result URLs considered per query (the modal requests 20 hits). */
export const MAX_RESULTS = 20;

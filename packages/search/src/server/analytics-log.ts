/**
 * Append-only JSONL logs in the data directory (search-protocol.md §4, §7 "The server should log
 * every query together with its nbHits"): `queries.jsonl` (one line per search) and
 * `events.jsonl` (one line per insights event). Writes go through buffered append streams, so
 * logging never blocks a response; failures are reported once and logging continues in memory-free mode.
 */
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';

/** One logged search. */
export interface QueryLogEntry {
  /** ISO-8601 time. */
  ts: string;
  index: string;
  /** The query exactly as received. */
  query: string;
  nbHits: number;
  /** Engine time, ms. */
  processingTimeMS: number;
  page: number;
  hitsPerPage: number;
  /** 32-hex id when `clickAnalytics` was on (joins with click events). */
  queryID?: string;
  /** Anonymous client fingerprint (hash of address + user agent), for keystroke de-duplication in reports. */
  session?: string;
  /** `x-algolia-agent`, when sent. */
  agent?: string;
  /** Unknown query-string parameters (logged, otherwise ignored, §7). */
  extra?: Record<string, string>;
}

/** One logged insights event (as received, plus the receive time). */
export interface EventLogEntry {
  ts: string;
  event: Record<string, unknown>;
}

/** File names inside the data directory. */
export const QUERY_LOG_FILE = 'queries.jsonl';
export const EVENT_LOG_FILE = 'events.jsonl';

export class AnalyticsLog {
  private queries: WriteStream | null = null;
  private events: WriteStream | null = null;
  private failed = false;

  /**
   * @param dataDir - folder for the JSONL files (created on first write); null disables logging.
   * @param onError - called once if the folder or files cannot be written.
   */
  constructor(
    readonly dataDir: string | null,
    private readonly onError: (e: unknown) => void = (e) => console.error('[search] analytics log disabled:', e),
  ) {}

  private stream(name: string): WriteStream | null {
    if (this.dataDir === null || this.failed) return null;
    try {
      mkdirSync(this.dataDir, { recursive: true });
      const s = createWriteStream(join(this.dataDir, name), { flags: 'a' });
      s.on('error', (e) => this.fail(e));
      return s;
    } catch (e) {
      this.fail(e);
      return null;
    }
  }

  private fail(e: unknown): void {
    if (!this.failed) this.onError(e);
    this.failed = true;
  }

  /** Append a search to `queries.jsonl`. */
  logQuery(entry: QueryLogEntry): void {
    if (!this.queries) this.queries = this.stream(QUERY_LOG_FILE);
    this.queries?.write(JSON.stringify(entry) + '\n');
  }

  /** Append insights events to `events.jsonl`. */
  logEvents(events: readonly Record<string, unknown>[]): void {
    if (events.length === 0) return;
    if (!this.events) this.events = this.stream(EVENT_LOG_FILE);
    const ts = new Date().toISOString();
    this.events?.write(events.map((event) => JSON.stringify({ ts, event } satisfies EventLogEntry)).join('\n') + '\n');
  }

  /** Flush and close the files. */
  async close(): Promise<void> {
    const end = (s: WriteStream | null): Promise<void> => new Promise((resolve) => (s ? s.end(() => resolve()) : resolve()));
    await Promise.all([end(this.queries), end(this.events)]);
    this.queries = this.events = null;
  }
}

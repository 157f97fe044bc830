/**
 * Append-only JSONL logs in the data directory (docs/protocol.md#insights-events: the server
 * logs every query with its nbHits): `queries.jsonl` (one line per search) and
 * `events.jsonl` (one line per insights event). Lines are batched in memory and appended every
 * {@link FLUSH_INTERVAL_MS} ms (or at {@link FLUSH_BYTES}), so a search costs no file-system call;
 * failures are reported once and logging stops.
 */
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_CONFIG } from '../config.ts';

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
  /** Unknown query-string parameters (logged, otherwise ignored, docs/protocol.md#server). */
  extra?: Record<string, string>;
  /** True when answered from the response cache. */
  cached?: boolean;
}

/** One logged insights event (as received, plus the receive time). */
export interface EventLogEntry {
  ts: string;
  event: Record<string, unknown>;
}

/** Batched lines are written at least this often (ms). */
export const FLUSH_INTERVAL_MS = SEARCH_CONFIG.analytics.flushIntervalMs;
/** A batch this large (bytes, approx.) is written at once. */
export const FLUSH_BYTES = SEARCH_CONFIG.analytics.flushBytes;

/** File names inside the data directory. */
export const QUERY_LOG_FILE = SEARCH_CONFIG.analytics.queryLogFile;
/** Insights events log file name. */
export const EVENT_LOG_FILE = SEARCH_CONFIG.analytics.eventLogFile;

/**
 * Query and event logger writing JSONL into the data directory (see the module doc).
 * Never throws on write failures: they are reported once through `onError`.
 */
export class AnalyticsLog {
  private queries: WriteStream | null = null;
  private events: WriteStream | null = null;
  private failed = false;
  private readonly pending = new Map<string, { lines: string[]; bytes: number }>();
  private timer: NodeJS.Timeout | null = null;

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
    if (name === QUERY_LOG_FILE && this.queries) return this.queries;
    if (name === EVENT_LOG_FILE && this.events) return this.events;
    try {
      mkdirSync(this.dataDir, { recursive: true });
      const s = createWriteStream(join(this.dataDir, name), { flags: 'a' });
      s.on('error', (e) => this.fail(e));
      if (name === QUERY_LOG_FILE) this.queries = s;
      else this.events = s;
      return s;
    } catch (e) {
      this.fail(e);
      return null;
    }
  }

  private fail(e: unknown): void {
    if (!this.failed) this.onError(e);
    this.failed = true;
    this.pending.clear();
  }

  private append(file: string, line: string): void {
    if (this.dataDir === null || this.failed) return;
    let p = this.pending.get(file);
    if (!p) this.pending.set(file, (p = { lines: [], bytes: 0 }));
    p.lines.push(line);
    p.bytes += line.length;
    if (p.bytes >= FLUSH_BYTES) this.flushFile(file);
    else if (this.timer === null) {
      this.timer = setTimeout(() => this.flush(), FLUSH_INTERVAL_MS);
      this.timer.unref();
    }
  }

  private flushFile(file: string): void {
    const p = this.pending.get(file);
    if (!p || p.lines.length === 0) return;
    this.pending.delete(file);
    this.stream(file)?.write(p.lines.join(''));
  }

  /** Write every batched line now. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    for (const file of [...this.pending.keys()]) this.flushFile(file);
  }

  /** Append a search to `queries.jsonl`. */
  logQuery(entry: QueryLogEntry): void {
    this.append(QUERY_LOG_FILE, JSON.stringify(entry) + '\n');
  }

  /**
   * Append one pre-serialised `queries.jsonl` line (a {@link QueryLogEntry} as JSON, ending in a newline).
   * For hot paths that assemble the line from cached parts.
   */
  logQueryLine(line: string): void {
    this.append(QUERY_LOG_FILE, line);
  }

  /** Append insights events to `events.jsonl`. */
  logEvents(events: readonly Record<string, unknown>[]): void {
    const ts = new Date().toISOString();
    // Serialise the whole batch first: a batch is stored entirely or not at all.
    const lines = events.map((event) => JSON.stringify({ ts, event } satisfies EventLogEntry) + '\n');
    for (const line of lines) this.append(EVENT_LOG_FILE, line);
  }

  /** Flush and close the files. */
  async close(): Promise<void> {
    this.flush();
    const end = (s: WriteStream | null): Promise<void> => new Promise((resolve) => (s ? s.end(() => resolve()) : resolve()));
    await Promise.all([end(this.queries), end(this.events)]);
    this.queries = this.events = null;
  }
}

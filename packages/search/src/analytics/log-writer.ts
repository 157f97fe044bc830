/**
 * Bounded append-only JSONL logs in the data directory (docs/protocol.md#insights-events: the
 * server logs every query with its nbHits): `queries.jsonl` (one line per search) and
 * `events.jsonl` (one line per insights event).
 *
 * Bounds (`SEARCH_CONFIG.analytics`, README "Logs"):
 * - a logged query keeps at most {@link MAX_LOGGED_QUERY_CHARS} characters (`queryChars` then gives
 *   the full length); `agent` and unknown query-string values are cut too;
 * - size-based rotation: before a file would pass {@link MAX_LOG_FILE_BYTES} it becomes
 *   `queries.1.jsonl` (older ones shift up to `queries.{maxLogFiles-1}.jsonl`, the oldest is
 *   deleted), so a log never holds more than `maxLogFiles × maxLogFileBytes`;
 * - lines are batched in memory and appended every {@link FLUSH_INTERVAL_MS} ms (or at
 *   {@link FLUSH_BYTES}), so a search costs no file-system call; at most
 *   `maxPendingLogBytes` wait, beyond that lines are dropped and counted;
 * - a write error (ENOSPC, EIO, a removed folder) is reported once, lines are dropped and counted
 *   while it lasts, and writing is retried after `logRetryMs`: logging resumes by itself.
 *
 * In a cluster the workers do not write: their batches go to the primary through a `sink`, and the
 * primary's log is the one writer of each file (so rotation has one owner).
 */
import { closeSync, fstatSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_CONFIG } from '../config.ts';

/** One logged search. */
export interface QueryLogEntry {
  /** ISO-8601 time. */
  ts: string;
  index: string;
  /** The query as received, cut to {@link MAX_LOGGED_QUERY_CHARS} characters. */
  query: string;
  /** Full query length when the logged `query` was cut, characters. */
  queryChars?: number;
  nbHits: number;
  /** Engine time, ms. */
  processingTimeMS: number;
  page: number;
  hitsPerPage: number;
  /** 32-hex id when `clickAnalytics` was on (joins with click events). */
  queryID?: string;
  /** Anonymous client fingerprint (hash of address + user agent), for keystroke de-duplication in reports. */
  session?: string;
  /** `x-algolia-agent`, when sent (cut to `maxLoggedFieldChars`). */
  agent?: string;
  /** Unknown query-string parameters (logged, otherwise ignored, docs/protocol.md#server; bounded). */
  extra?: Record<string, string>;
  /** True when answered from the response cache. */
  cached?: boolean;
}

/** One logged insights event (as received, plus the receive time). */
export interface EventLogEntry {
  ts: string;
  event: Record<string, unknown>;
}

const A = SEARCH_CONFIG.analytics;

/** Batched lines are written at least this often (ms). */
export const FLUSH_INTERVAL_MS = A.flushIntervalMs;
/** A batch this large (bytes, approx.) is written at once. */
export const FLUSH_BYTES = A.flushBytes;
/** File names inside the data directory. */
export const QUERY_LOG_FILE = A.queryLogFile;
/** Insights events log file name. */
export const EVENT_LOG_FILE = A.eventLogFile;
/** Query text kept per log line, characters. */
export const MAX_LOGGED_QUERY_CHARS = A.maxLoggedQueryChars;
/** Size at which a log file is rotated, bytes. */
export const MAX_LOG_FILE_BYTES = A.maxLogFileBytes;

/** Name of rotated file `n` of a log (`queries.jsonl`, 2 → `queries.2.jsonl`; 0 is the current file). */
export function rotatedName(file: string, n: number): string {
  if (n === 0) return file;
  const dot = file.lastIndexOf('.');
  return dot < 0 ? `${file}.${n}` : `${file.slice(0, dot)}.${n}${file.slice(dot)}`;
}

/** Cut a string to `max` characters (never splitting a surrogate pair). */
function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const end = /[\uD800-\uDBFF]/.test(s[max - 1]) ? max - 1 : max;
  return s.slice(0, end);
}

/**
 * The bounded form of a log entry's free-text fields: query cut to {@link MAX_LOGGED_QUERY_CHARS}
 * (with `queryChars`), agent and unknown parameters cut to `maxLoggedFieldChars`, at most
 * `maxLoggedExtraParams` of those.
 */
export function boundedLogFields<T extends { query: string; agent?: string; extra?: Record<string, string> }>(e: T): T {
  let out = e;
  if (e.query.length > MAX_LOGGED_QUERY_CHARS) out = { ...out, query: cut(e.query, MAX_LOGGED_QUERY_CHARS), queryChars: e.query.length };
  if (e.agent !== undefined && e.agent.length > A.maxLoggedFieldChars) out = { ...out, agent: cut(e.agent, A.maxLoggedFieldChars) };
  if (e.extra) {
    const keys = Object.keys(e.extra);
    if (keys.length > A.maxLoggedExtraParams || keys.some((k) => k.length > A.maxLoggedFieldChars || e.extra![k].length > A.maxLoggedFieldChars)) {
      const extra: Record<string, string> = {};
      for (const k of keys.slice(0, A.maxLoggedExtraParams)) extra[cut(k, A.maxLoggedFieldChars)] = cut(e.extra[k], A.maxLoggedFieldChars);
      out = { ...out, extra };
    }
  }
  return out;
}

/** Options of {@link AnalyticsLog}. */
export interface AnalyticsLogOptions {
  /** Called once per failure episode with the error (default: a line on stderr). */
  onError?: (e: unknown) => void;
  /** Instead of writing files, hand each batch to this function (cluster workers → primary). */
  sink?: (file: string, text: string) => void;
  /** Rotation size, bytes (default `maxLogFileBytes`). */
  maxFileBytes?: number;
  /** Files kept per log (default `maxLogFiles`). */
  maxFiles?: number;
  /** Retry delay after a write error, ms (default `logRetryMs`). */
  retryMs?: number;
}

/** An open log file. */
interface OpenFile {
  fd: number;
  size: number;
}

/**
 * Query and event logger (see the module doc). Never throws on write failures.
 */
export class AnalyticsLog {
  private readonly files = new Map<string, OpenFile>();
  private readonly pending = new Map<string, { lines: string[]; bytes: number }>();
  private pendingBytes = 0;
  private timer: NodeJS.Timeout | null = null;
  /** While set (ms since epoch), writing is paused after an error. */
  private failedUntil = 0;
  /** Set after a failed write: the next write starts with a newline (ends a partly written line). */
  private needsNewline = new Set<string>();
  private readonly maxFileBytes: number;
  private readonly maxFiles: number;
  private readonly retryMs: number;
  private readonly onError: (e: unknown) => void;
  /** Lines dropped (write errors, pending overflow) since start. */
  droppedLines = 0;
  /** Rotations done since start. */
  rotations = 0;

  /**
   * @param dataDir - folder for the JSONL files (created on first write); null disables logging.
   * @param options - error reporting, a sink, rotation and retry settings.
   */
  constructor(
    readonly dataDir: string | null,
    options: AnalyticsLogOptions | ((e: unknown) => void) = {},
  ) {
    const o = typeof options === 'function' ? { onError: options } : options;
    this.onError = o.onError ?? ((e) => console.error('[search] analytics log: write failed, dropping lines and retrying:', (e as Error)?.message ?? e));
    this.sink = o.sink;
    this.maxFileBytes = o.maxFileBytes ?? A.maxLogFileBytes;
    this.maxFiles = Math.max(1, o.maxFiles ?? A.maxLogFiles);
    this.retryMs = o.retryMs ?? A.logRetryMs;
  }

  private readonly sink?: (file: string, text: string) => void;

  private get enabled(): boolean {
    return this.dataDir !== null || this.sink !== undefined;
  }

  private append(file: string, line: string): void {
    if (!this.enabled) return;
    if (this.pendingBytes + line.length > A.maxPendingLogBytes) {
      this.droppedLines++;
      return;
    }
    let p = this.pending.get(file);
    if (!p) this.pending.set(file, (p = { lines: [], bytes: 0 }));
    p.lines.push(line);
    p.bytes += line.length;
    this.pendingBytes += line.length;
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
    this.pendingBytes -= p.bytes;
    const text = p.lines.join('');
    if (this.sink) {
      try {
        this.sink(file, text);
      } catch {
        this.droppedLines += p.lines.length;
      }
      return;
    }
    this.writeText(file, text, p.lines.length);
  }

  /**
   * Append already-formatted lines to a log file now (the primary's side of a worker's sink).
   * @param file - {@link QUERY_LOG_FILE} or {@link EVENT_LOG_FILE}.
   * @param text - whole lines, each ending in a newline.
   */
  appendLines(file: string, text: string): void {
    if (file !== QUERY_LOG_FILE && file !== EVENT_LOG_FILE) return;
    this.append(file, text);
  }

  private writeText(file: string, text: string, lines: number): void {
    if (this.dataDir === null) return;
    if (Date.now() < this.failedUntil) {
      this.droppedLines += lines;
      return;
    }
    try {
      let f = this.open(file);
      const bytes = Buffer.byteLength(text);
      if (f.size > 0 && f.size + bytes > this.maxFileBytes) f = this.rotate(file);
      const out = this.needsNewline.has(file) ? `\n${text}` : text;
      this.needsNewline.delete(file);
      const buf = Buffer.from(out);
      let off = 0;
      while (off < buf.length) off += writeSync(f.fd, buf, off);
      f.size += buf.length;
    } catch (e) {
      this.droppedLines += lines;
      this.needsNewline.add(file);
      this.closeFile(file);
      this.failedUntil = Date.now() + this.retryMs;
      this.onError(e);
    }
  }

  private open(file: string): OpenFile {
    let f = this.files.get(file);
    if (f) return f;
    mkdirSync(this.dataDir!, { recursive: true });
    const fd = openSync(join(this.dataDir!, file), 'a');
    f = { fd, size: fstatSync(fd).size };
    this.files.set(file, f);
    return f;
  }

  private closeFile(file: string): void {
    const f = this.files.get(file);
    if (!f) return;
    this.files.delete(file);
    try {
      closeSync(f.fd);
    } catch {
      // already gone
    }
  }

  /** Shift `file.{n}` up by one (dropping the oldest), make the current file `file.1`, open a new one. */
  private rotate(file: string): OpenFile {
    this.closeFile(file);
    const dir = this.dataDir!;
    rmSync(join(dir, rotatedName(file, this.maxFiles - 1)), { force: true });
    for (let n = this.maxFiles - 2; n >= 0; n--) {
      try {
        renameSync(join(dir, rotatedName(file, n)), join(dir, rotatedName(file, n + 1)));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
    if (this.maxFiles === 1) rmSync(join(dir, file), { force: true });
    this.rotations++;
    return this.open(file);
  }

  /** Write every batched line now. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    for (const file of [...this.pending.keys()]) this.flushFile(file);
  }

  /** Append a search to `queries.jsonl` (free-text fields bounded, see {@link boundedLogFields}). */
  logQuery(entry: QueryLogEntry): void {
    if (!this.enabled) return;
    this.append(QUERY_LOG_FILE, JSON.stringify(boundedLogFields(entry)) + '\n');
  }

  /**
   * Append one pre-serialised `queries.jsonl` line (a bounded {@link QueryLogEntry} as JSON, ending
   * in a newline). For hot paths that assemble the line from cached parts.
   */
  logQueryLine(line: string): void {
    this.append(QUERY_LOG_FILE, line);
  }

  /** Append insights events to `events.jsonl`: the whole batch, or (when it cannot be serialised) none of it. */
  logEvents(events: readonly Record<string, unknown>[]): void {
    if (!this.enabled) return;
    const ts = new Date().toISOString();
    const lines = events.map((event) => JSON.stringify({ ts, event } satisfies EventLogEntry) + '\n');
    for (const line of lines) this.append(EVENT_LOG_FILE, line);
  }

  /** Flush and close the files. */
  async close(): Promise<void> {
    this.flush();
    for (const file of [...this.files.keys()]) this.closeFile(file);
  }
}

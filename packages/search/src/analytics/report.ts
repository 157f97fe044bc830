/**
 * Query-log report: top queries and top zero-result queries from `queries.jsonl`
 * (docs/protocol.md#insights-events: the query log gives the zero-result rate).
 *
 * The modal sends one request per keystroke, so before counting, a query is dropped when the same
 * session's next query (within {@link KEYSTROKE_WINDOW_MS}) extends it (`inst` → `insta` → `install`).
 * Queries are compared trimmed and lowercased; empty queries are ignored.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { QueryLogEntry } from './log-writer.ts';
import { QUERY_LOG_FILE, rotatedName } from './log-writer.ts';
import { SEARCH_CONFIG } from '../config.ts';

/** Two queries of one session closer than this (ms) are one typing sequence. */
export const KEYSTROKE_WINDOW_MS = SEARCH_CONFIG.analytics.keystrokeWindowMs;

/** A counted query. */
export interface QueryCount {
  query: string;
  count: number;
  /** nbHits of the last occurrence. */
  nbHits: number;
}

/** The report. */
export interface QueryReport {
  /** Log lines read (valid ones). */
  totalLogged: number;
  /** Searches after keystroke de-duplication. */
  searches: number;
  /** Searches with nbHits 0 (after de-duplication). */
  zeroResult: number;
  /** zeroResult / searches (0 when none). */
  zeroResultRate: number;
  top: QueryCount[];
  topZeroResult: QueryCount[];
  /** Lines that were not valid JSON entries. */
  badLines: number;
}

/**
 * Build the report from log entries.
 * @param entries - entries in log order.
 * @param topN - list lengths.
 */
export function buildReport(entries: readonly QueryLogEntry[], topN = 20): QueryReport {
  const norm = (q: string): string => q.trim().toLowerCase().replace(/\s+/g, ' ');
  const finals: QueryLogEntry[] = [];
  const lastBySession = new Map<string, QueryLogEntry>();
  const flushSession = (e: QueryLogEntry | undefined): void => void (e && finals.push(e));
  for (const e of entries) {
    if (norm(e.query) === '') continue;
    const key = `${e.session ?? ''}|${e.index}`;
    const prev = lastBySession.get(key);
    if (prev) {
      const dt = Date.parse(e.ts) - Date.parse(prev.ts);
      const extends_ = norm(e.query).startsWith(norm(prev.query)) || norm(prev.query).startsWith(norm(e.query));
      if (!(e.session && dt >= 0 && dt <= KEYSTROKE_WINDOW_MS && extends_)) flushSession(prev);
    }
    lastBySession.set(key, e);
  }
  for (const e of lastBySession.values()) flushSession(e);
  const count = (list: QueryLogEntry[]): QueryCount[] => {
    const m = new Map<string, QueryCount>();
    for (const e of list) {
      const q = norm(e.query);
      const c = m.get(q) ?? { query: q, count: 0, nbHits: e.nbHits };
      c.count++;
      c.nbHits = e.nbHits;
      m.set(q, c);
    }
    return [...m.values()].sort((a, b) => b.count - a.count || (a.query < b.query ? -1 : 1)).slice(0, topN);
  };
  const zero = finals.filter((e) => e.nbHits === 0);
  return {
    totalLogged: entries.length,
    searches: finals.length,
    zeroResult: zero.length,
    zeroResultRate: finals.length ? zero.length / finals.length : 0,
    top: count(finals),
    topZeroResult: count(zero),
    badLines: 0,
  };
}

/**
 * The query log's files in a data directory, oldest first: rotated ones (`queries.N.jsonl`,
 * highest N first) then `queries.jsonl`.
 */
export async function queryLogFiles(dataDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`${dataDir}: cannot read (${(e as NodeJS.ErrnoException).code})`);
  }
  const rotated: Array<[number, string]> = [];
  const pattern = new RegExp(`^${rotatedName(QUERY_LOG_FILE, 0x7fff).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('32767', '(\\d+)')}$`);
  for (const name of names) {
    const m = pattern.exec(name);
    if (m && Number(m[1]) > 0) rotated.push([Number(m[1]), name]);
  }
  rotated.sort((a, b) => b[0] - a[0]);
  const out = rotated.map(([, n]) => join(dataDir, n));
  if (names.includes(QUERY_LOG_FILE)) out.push(join(dataDir, QUERY_LOG_FILE));
  return out;
}

/**
 * Read the query log (`queries.jsonl` and its rotated files, oldest first) from a data directory
 * and build the report.
 * @returns an empty report when there is no log.
 * @throws Error naming the file when one exists but cannot be read.
 */
export async function reportFromDataDir(dataDir: string, topN = 20): Promise<QueryReport> {
  const entries: QueryLogEntry[] = [];
  let bad = 0;
  for (const file of await queryLogFiles(dataDir)) {
    let text = '';
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file}: cannot read (${(e as NodeJS.ErrnoException).code})`);
    }
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const e = JSON.parse(line) as QueryLogEntry;
        if (typeof e.query === 'string' && typeof e.nbHits === 'number' && typeof e.ts === 'string') entries.push(e);
        else bad++;
      } catch {
        bad++;
      }
    }
  }
  const r = buildReport(entries, topN);
  r.badLines = bad;
  return r;
}

/** Render the report as plain text. */
export function formatReport(r: QueryReport): string {
  const lines = [
    `searches: ${r.searches} (from ${r.totalLogged} logged requests${r.badLines ? `, ${r.badLines} bad lines` : ''})`,
    `zero-result searches: ${r.zeroResult} (${(r.zeroResultRate * 100).toFixed(1)}%)`,
    '',
    'top queries:',
    ...(r.top.length ? r.top.map((q, i) => `  ${String(i + 1).padStart(3)}. ${q.query}  ×${q.count}  (${q.nbHits} hits)`) : ['  (none)']),
    '',
    'top zero-result queries:',
    ...(r.topZeroResult.length ? r.topZeroResult.map((q, i) => `  ${String(i + 1).padStart(3)}. ${q.query}  ×${q.count}`) : ['  (none)']),
  ];
  return lines.join('\n');
}

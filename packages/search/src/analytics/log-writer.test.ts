/**
 * Bounded query/event logs: truncated query text, size-based rotation with a fixed
 * number of files, logging that resumes after a write error, and a report over rotated files.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AnalyticsLog, MAX_LOGGED_QUERY_CHARS, QUERY_LOG_FILE, rotatedName, type QueryLogEntry } from './log-writer.ts';
import { reportFromDataDir } from './report.ts';

const entry = (query: string, extra: Partial<QueryLogEntry> = {}): QueryLogEntry => ({ ts: new Date().toISOString(), index: 'dagster', query, nbHits: 1, processingTimeMS: 0, page: 0, hitsPerPage: 20, ...extra });
const lines = (file: string): Array<Record<string, unknown>> => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

test('query text is cut to the documented length in the log, with the full length kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'log-trunc-'));
  try {
    const log = new AnalyticsLog(dir);
    log.logQuery(entry('q'.repeat(100_000), { agent: 'a'.repeat(10_000), extra: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 'v'.repeat(1000)])) }));
    log.logQuery(entry('short'));
    await log.close();
    const [long, short] = lines(join(dir, QUERY_LOG_FILE));
    assert.equal((long.query as string).length, MAX_LOGGED_QUERY_CHARS);
    assert.equal(long.queryChars, 100_000);
    assert.ok((long.agent as string).length <= 256);
    assert.ok(Object.keys(long.extra as object).length <= 20);
    assert.equal(short.query, 'short');
    assert.equal(short.queryChars, undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('size-based rotation keeps at most maxFiles files of at most maxFileBytes each (log flood)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'log-rotate-'));
  try {
    const log = new AnalyticsLog(dir, { maxFileBytes: 4096, maxFiles: 3 });
    for (let i = 0; i < 2000; i++) {
      log.logQuery(entry(`flood ${i} ${'x'.repeat(400)}`));
      if (i % 10 === 0) log.flush();
    }
    await log.close();
    const names = readdirSync(dir).sort();
    assert.deepEqual(names, [rotatedName(QUERY_LOG_FILE, 1), rotatedName(QUERY_LOG_FILE, 2), QUERY_LOG_FILE].sort());
    for (const n of names) assert.ok(statSync(join(dir, n)).size <= 4096 + 8192, `${n} ${statSync(join(dir, n)).size} bytes`);
    assert.ok(log.rotations > 0);
    // The newest line is in queries.jsonl, older ones in queries.1.jsonl, queries.2.jsonl.
    assert.match(String(lines(join(dir, QUERY_LOG_FILE)).at(-1)!.query), /^flood 1999 /);
    // The report reads the rotated files too, oldest first.
    const r = await reportFromDataDir(dir, 5);
    const total = names.reduce((n, f) => n + lines(join(dir, f)).length, 0);
    assert.equal(r.totalLogged, total);
    assert.ok(total > lines(join(dir, QUERY_LOG_FILE)).length);
    assert.equal(r.badLines, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('after a write error lines are dropped and counted, and logging resumes by itself', async () => {
  const root = mkdtempSync(join(tmpdir(), 'log-resume-'));
  const dir = join(root, 'data');
  try {
    writeFileSync(dir, 'a file where the folder should be'); // every write fails (ENOTDIR/EEXIST), like a full disk
    const errors: unknown[] = [];
    const log = new AnalyticsLog(dir, { onError: (e) => errors.push(e), retryMs: 50 });
    log.logQuery(entry('lost 1'));
    log.flush();
    log.logQuery(entry('lost 2'));
    log.flush(); // within the retry delay: dropped without trying
    assert.equal(log.droppedLines, 2);
    assert.equal(errors.length, 1, 'the failure is reported once per episode');
    rmSync(dir);
    mkdirSync(dir);
    await new Promise((r) => setTimeout(r, 80));
    log.logQuery(entry('kept'));
    await log.close();
    assert.deepEqual(lines(join(dir, QUERY_LOG_FILE)).map((l) => l.query), ['kept']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a worker log hands its batches to a sink; the primary appends them', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'log-sink-'));
  try {
    const primary = new AnalyticsLog(dir);
    const worker = new AnalyticsLog(null, { sink: (file, text) => primary.appendLines(file, text) });
    worker.logQuery(entry('from a worker'));
    worker.logEvents([{ eventType: 'click' }]);
    await worker.close();
    await primary.close();
    assert.equal(lines(join(dir, QUERY_LOG_FILE))[0].query, 'from a worker');
    assert.ok(existsSync(join(dir, 'events.jsonl')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

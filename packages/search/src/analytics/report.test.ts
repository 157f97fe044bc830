import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReport, formatReport, reportFromDataDir } from './report.ts';
import type { QueryLogEntry } from './log-writer.ts';

const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, s)).toISOString();
const e = (query: string, nbHits: number, s: number, session = 'a'): QueryLogEntry => ({ ts: at(s), index: 'dagster', query, nbHits, processingTimeMS: 0, page: 0, hitsPerPage: 20, session });

test('keystroke sequences collapse to the final query per session', () => {
  const r = buildReport([e('i', 50, 0), e('in', 40, 1), e('ins', 30, 1), e('install', 10, 2), e('s', 50, 30), e('sch', 9, 31), e('schedul', 5, 31), e('xyzzy', 0, 60), e('xyzzy', 0, 60, 'b'), e('install', 10, 61, 'b')]);
  assert.equal(r.searches, 5);
  assert.deepEqual(r.top.map((q) => [q.query, q.count]), [['install', 2], ['xyzzy', 2], ['schedul', 1]]);
  assert.deepEqual(r.topZeroResult.map((q) => [q.query, q.count]), [['xyzzy', 2]]);
  assert.equal(r.zeroResult, 2);
  assert.match(formatReport(r), /zero-result searches: 2 \(40\.0%\)/);
});

test('a new query after the keystroke window counts separately', () => {
  const r = buildReport([e('asset', 5, 0), e('asset check', 3, 10)]);
  assert.equal(r.searches, 2);
});

test('reads queries.jsonl, tolerating bad lines and a missing file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  try {
    assert.equal((await reportFromDataDir(dir)).searches, 0);
    writeFileSync(join(dir, 'queries.jsonl'), [JSON.stringify(e('dbt', 3, 0)), 'not json', JSON.stringify({ x: 1 }), ''].join('\n'));
    const r = await reportFromDataDir(dir);
    assert.equal(r.searches, 1);
    assert.equal(r.badLines, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

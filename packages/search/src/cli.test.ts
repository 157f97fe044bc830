/** CLI smoke tests: `index` on the fixture build and `report` on a log, run as child processes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const SITE = fileURLToPath(new URL('./__fixtures__/site/', import.meta.url));
const tsx = (args: string[]) => run(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: fileURLToPath(new URL('..', import.meta.url)) });

test('index writes the records file and prints counts', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-'));
  try {
    const out = join(dir, 'records.json');
    const { stdout } = await tsx(['index', '--site', SITE, '--url', 'https://docs.dagster.io', '--out', out]);
    assert.match(stdout, /indexed 11 pages \(19 HTML files, 8 skipped\) → \d+ records in \d+ ms/);
    const file = JSON.parse(readFileSync(out, 'utf8'));
    assert.equal(file.version, 1);
    assert.equal(file.siteUrl, 'https://docs.dagster.io');
    assert.ok(file.records.length > 40);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('index on a missing folder fails with the folder named', async () => {
  await assert.rejects(tsx(['index', '--site', '/nonexistent/build']), (e: { code: number; stderr: string }) => e.code === 1 && /\/nonexistent\/build: build folder does not exist/.test(e.stderr));
});

test('report prints top queries', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-'));
  try {
    writeFileSync(join(dir, 'queries.jsonl'), JSON.stringify({ ts: new Date().toISOString(), index: 'dagster', query: 'dbt', nbHits: 0, processingTimeMS: 0, page: 0, hitsPerPage: 20 }) + '\n');
    const { stdout } = await tsx(['report', '--data-dir', dir, '--top', '5']);
    assert.match(stdout, /top zero-result queries:\n\s+1\. dbt/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

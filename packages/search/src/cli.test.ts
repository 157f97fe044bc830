/** CLI smoke tests: `index` on the fixture build and `report` on a log, run as child processes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const SITE = fileURLToPath(new URL('./__fixtures__/site/', import.meta.url));
import { CORPUS } from './__fixtures__/corpus.ts';

/**
 * Polls `check` every 100 ms until it returns true or `timeoutMs` (ms) have passed; resolves to the
 * last result. For conditions a busy machine reaches late (a worker listening, a log batch written).
 */
async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

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

test('serve --workers 2: cluster workers answer, a killed worker is replaced, logs go through the primary', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-serve-'));
  const records = join(dir, 'records.json');
  writeFileSync(records, JSON.stringify({ records: CORPUS }));
  const dataDir = join(dir, 'data');
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve', '--api-only', '--records', records, '--host', '127.0.0.1', '--port', '0', '--workers', '2', '--data-dir', dataDir], { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let out = '';
    const origin = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d;
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', (code) => reject(new Error(`serve exited ${code}`)));
    });
    const workers = (): number[] => readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    // Each worker prints its own "listening on" line. Wait (bounded) until both listen before killing
    // one: with --port 0, the primary picks the port when the first worker listens and closes it when
    // its last listener dies, so killing the only listener would move the service to a new port.
    assert.ok(await waitUntil(() => (out.match(/listening on /g) ?? []).length === 2, 30_000), 'both workers listen');
    const first = workers();
    assert.equal(first.length, 2, 'two worker processes');
    const search = () => fetch(`${origin}/1/indexes/*/queries?x-algolia-api-key=docs-search-public-key&x-algolia-application-id=DAGSTERDOCS`, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'dagster', query: 'cluster probe' }] }) });
    assert.equal((await search()).status, 200);
    process.kill(first[0], 'SIGKILL');
    const replaced = await waitUntil(() => {
      const now = workers();
      return now.length === 2 && !now.includes(first[0]);
    }, 10_000);
    assert.ok(replaced, 'the dead worker was replaced');
    // A pooled keep-alive socket may still point at the killed worker, and on a busy machine the
    // replacement needs a moment to listen: wait (bounded) until the service answers again, as a
    // client's retry would, before asserting that every search is answered.
    const answering = await waitUntil(() => fetch(`${origin}/1/isalive`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status === 200, () => false), 10_000);
    assert.ok(answering, 'the service answers again after a worker was killed');
    for (let i = 0; i < 4; i++) assert.equal((await search()).status, 200);
    assert.equal((await fetch(`${origin}/1/isalive`)).status, 200);
    assert.ok(existsSync(join(dataDir, '.gitignore')), 'serve creates the data folder with its .gitignore');
    // Workers send their log batches to the primary every flush interval, and the primary appends
    // them; on a busy machine that takes longer than one interval, so wait (bounded, 10 s).
    const probes = (): number => {
      const file = join(dataDir, 'queries.jsonl');
      if (!existsSync(file)) return 0;
      const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
      // A line the primary is still appending may be incomplete; it is counted on the next poll.
      const parsed = lines.flatMap((l) => { try { return [JSON.parse(l) as { query: string }]; } catch { return []; } });
      return parsed.filter((l) => l.query === 'cluster probe').length;
    };
    assert.ok(await waitUntil(() => probes() >= 4, 10_000), `searches logged through the primary: ${probes()}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Start-up check: an empty or junk records file is refused at start-up with a message naming
 * the file (`assertUsableIndex`, `buildSearchServer`, and `cli.ts serve` exiting 1);
 * `--allow-empty-index` / `allowEmptyIndex` lets an empty index start.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { assertUsableIndex } from './records-check.ts';
import { IndexerError } from './errors.ts';
import { buildSearchServer } from '../server/app.ts';
import { rec } from '../__fixtures__/records.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

function withDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'records-check-'));
  return fn(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

const good = (n: number) => Array.from({ length: n }, (_, i) => rec({ path: `/guides/p${i}`, type: 'lvl1', h: ['Guides', `Page ${i}`], position: i }));

test('assertUsableIndex: empty is refused unless allowed, junk always', () => {
  const base = { source: '/x/records.json', droppedReasons: [] as string[] };
  assert.throws(() => assertUsableIndex({ ...base, entries: 0, valid: 0, dropped: 0 }), (e: Error) => e instanceof IndexerError && /^\/x\/records\.json: the index is empty.*--allow-empty-index/.test(e.message));
  assert.doesNotThrow(() => assertUsableIndex({ ...base, entries: 0, valid: 0, dropped: 0 }, { allowEmpty: true }));
  assert.throws(() => assertUsableIndex({ ...base, entries: 3, valid: 0, dropped: 3, droppedReasons: ['record is not an object'] }, { allowEmpty: true }), /\/x\/records\.json: none of its 3 entries is a valid DocSearch record; first problem: record is not an object/);
  assert.throws(() => assertUsableIndex({ ...base, entries: 100, valid: 90, dropped: 10 }), /10 of 100 entries are not valid DocSearch records \(limit 1%\)/);
  assert.doesNotThrow(() => assertUsableIndex({ ...base, entries: 1000, valid: 999, dropped: 1 }));
});

test('buildSearchServer refuses an empty records file, naming it; allowEmptyIndex starts it', () =>
  withDir(async (dir) => {
    const file = join(dir, 'records.json');
    writeFileSync(file, JSON.stringify({ version: 1, records: [] }));
    await assert.rejects(buildSearchServer({ recordsFile: file, dataDir: null, log: () => {} }), (e: Error) => e.message.startsWith(`${file}: the index is empty`));
    const app = await buildSearchServer({ recordsFile: file, dataDir: null, log: () => {}, allowEmptyIndex: true });
    try {
      const res = await app.inject({ method: 'POST', url: '/1/indexes/dagster/query', headers: { 'x-algolia-application-id': 'DAGSTERDOCS', 'x-algolia-api-key': 'docs-search-public-key' }, payload: { query: 'asset' } });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().nbHits, 0);
    } finally {
      await app.close();
    }
  }));

test('buildSearchServer refuses junk records (JSON of the wrong shape inside the array)', () =>
  withDir(async (dir) => {
    const file = join(dir, 'junk.json');
    writeFileSync(file, JSON.stringify([1, 'two', { url: 3 }, null]));
    await assert.rejects(buildSearchServer({ recordsFile: file, dataDir: null, log: () => {}, allowEmptyIndex: true }), (e: Error) => e.message.startsWith(`${file}: none of its 4 entries is a valid DocSearch record`));
    const mostlyJunk = join(dir, 'mostly-junk.json');
    writeFileSync(mostlyJunk, JSON.stringify([...good(10), ...Array.from({ length: 10 }, () => ({ hello: 'world' }))]));
    await assert.rejects(buildSearchServer({ recordsFile: mostlyJunk, dataDir: null, log: () => {} }), (e: Error) => e.message.startsWith(`${mostlyJunk}: 10 of 20 entries are not valid DocSearch records`));
    await assert.rejects(buildSearchServer({ records: [], dataDir: null, log: () => {} }), /records option: the index is empty/);
    const app = await buildSearchServer({ records: good(3), dataDir: null, log: () => {} });
    assert.equal(app.searchState.engine.size, 3);
    await app.close();
  }));

test('cli serve exits 1 naming an empty or junk records file, and starts with --allow-empty-index', () =>
  withDir(async (dir) => {
    const file = join(dir, 'records.json');
    writeFileSync(file, '[]');
    const serve = (extra: string[]) => run(process.execPath, ['--import', 'tsx', CLI, 'serve', '--records', file, '--port', '0', '--host', '127.0.0.1', '--data-dir', dir, ...extra], { timeout: 30_000 });
    await assert.rejects(serve([]), (e: { code: number; stderr: string }) => e.code === 1 && e.stderr.includes(`${file}: the index is empty`));
    writeFileSync(file, '{"records": [{"nope": true}]}');
    await assert.rejects(serve(['--allow-empty-index']), (e: { code: number; stderr: string }) => e.code === 1 && e.stderr.includes(`${file}: none of its 1 entries is a valid DocSearch record`));
    // With the flag an empty file starts: the child prints its address, then we stop it.
    writeFileSync(file, '[]');
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve', '--records', file, '--port', '0', '--host', '127.0.0.1', '--data-dir', dir, '--allow-empty-index'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const out = await new Promise<string>((resolve, reject) => {
        let text = '';
        const timer = setTimeout(() => reject(new Error(`no listening line: ${text}`)), 30_000);
        const on = (d: Buffer): void => {
          text += d;
          if (/listening on/.test(text)) {
            clearTimeout(timer);
            resolve(text);
          }
        };
        child.stdout.on('data', on);
        child.stderr.on('data', on);
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`exited ${code}: ${text}`));
        });
      });
      assert.match(out, /search API listening on http:\/\/127\.0\.0\.1:\d+/);
    } finally {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
  }));

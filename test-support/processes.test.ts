/**
 * Every process a test starts is stopped however the test ends. A fixture test file starts a real
 * search server (test-support startServer) and then hangs without stopping it; these tests end that
 * file the two ways a run ends badly (the runner's per-test timeout; a signal) and check that the
 * runner exits promptly and that the server's whole process group is gone. The fixture also leaks a
 * handle that keeps its process alive; the runner is started as scripts/test-all.sh starts it
 * (`--test-force-exit`), which ends the file once its tests are done.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {repoRoot} from './index.ts';

const fixture = path.join(repoRoot, 'test-support', 'fixtures', 'leaky-server.fixture.ts');

/** True while any process of group `pid` exists. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGKILL to group `pid`, ignoring a group that is already gone. */
function killQuietly(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

/** Polls `cond` every 50 ms until it holds, or throws after `ms`. */
async function until(cond: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs `node args` (own process group, killed by the caller's cleanup); resolves with its exit code, signal and time. */
function run(args: string[], env: NodeJS.ProcessEnv, onStart?: (pid: number) => void) {
  // Without NODE_TEST_CONTEXT: set by the outer runner, it would make a nested `node --test` report to us instead of running.
  const {NODE_TEST_CONTEXT: _, ...outer} = process.env;
  const child = spawn(process.execPath, args, {cwd: repoRoot, env: {...outer, ...env}, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  onStart?.(child.pid!);
  const start = Date.now();
  const done = new Promise<{code: number | null; signal: NodeJS.Signals | null; ms: number; out: string}>((resolve) =>
    child.on('exit', (code, signal) => resolve({code, signal, ms: Date.now() - start, out})),
  );
  return {child, done};
}

describe('processes started by a test are stopped however it ends', {timeout: 120_000}, () => {
  test('a test file that times out: the runner exits within seconds of the timeout, and the server is gone', async (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leak-timeout-'));
    const pidFile = path.join(dir, 'pid');
    const start = Date.now();
    const {child, done} = run(['--import', 'tsx', '--test', '--test-force-exit', '--test-reporter=tap', fixture], {LEAK_PID_FILE: pidFile, LEAK_TIMEOUT_MS: '2000'});
    t.after(() => {
      killQuietly(child.pid!);
      if (fs.existsSync(pidFile)) killQuietly(Number(fs.readFileSync(pidFile, 'utf8'))); // even when the check failed
    });
    const result = await Promise.race([done, new Promise<null>((r) => setTimeout(() => r(null), 90_000).unref())]);
    assert.ok(result, 'the runner exited (it did not hang on the leftover server)');
    assert.match(result.out, /testTimeoutFailure/, 'the runner reports the timeout');
    // From the server's start (the pid file, written just before the 2 s test starts) to the runner's exit.
    const exitAfterMs = start + result.ms - fs.statSync(pidFile).mtimeMs;
    t.diagnostic(`runner exited ${(exitAfterMs / 1000).toFixed(1)} s after the hanging test started (its timeout: 2 s)`);
    assert.ok(exitAfterMs < 2000 + 15_000, `exited within seconds of the timeout (${exitAfterMs.toFixed(0)} ms)`);
    assert.notEqual(result.code, 0, 'the timed-out test fails the run');
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    assert.ok(pid > 0, 'the fixture started a server');
    await until(() => !groupAlive(pid), 5000, `server group ${pid} to be gone`);
  });

  test('a test process ended by SIGTERM mid-test: the server is gone', async (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leak-signal-'));
    const pidFile = path.join(dir, 'pid');
    // The fixture run as a plain script (node:test in-process), so the signal reaches the process that started the server.
    const {child, done} = run(['--import', 'tsx', fixture], {LEAK_PID_FILE: pidFile});
    t.after(() => {
      killQuietly(child.pid!);
      if (fs.existsSync(pidFile)) killQuietly(Number(fs.readFileSync(pidFile, 'utf8'))); // even when the check failed
    });
    await until(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').length > 0, 60_000, 'the fixture server to start');
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    assert.ok(groupAlive(pid), 'the server runs while the test hangs');
    child.kill('SIGTERM');
    const result = await Promise.race([done, new Promise<null>((r) => setTimeout(() => r(null), 15_000).unref())]);
    assert.ok(result, 'the test process exited on SIGTERM');
    await until(() => !groupAlive(pid), 5000, `server group ${pid} to be gone`);
  });
});

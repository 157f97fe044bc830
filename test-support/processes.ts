/**
 * Child processes that tests and benchmarks start, each in its own process group, stopped however the
 * caller ends: by {@link ManagedProcess.stop}, or, if that never runs (a test timed out, a hook threw,
 * the runner was interrupted), by the `exit` / SIGINT / SIGTERM / SIGHUP handlers registered here,
 * which kill every group still running. The process and its pipes are unref'd, so a forgotten server
 * never keeps a test file's process alive: the file exits when its tests end, and the exit handler then
 * kills the group. (SIGKILL of the test process cannot be handled; scripts/test-all.sh's watchdog kills
 * what is left from this checkout.)
 */
import {spawn, type ChildProcess, type SpawnOptions} from 'node:child_process';

/** A child process leading its own process group. */
export interface ManagedProcess {
  child: ChildProcess;
  /** Process id, which is also the process group id. */
  pid: number;
  /** Everything the process printed (stdout and stderr interleaved), capped at the last 1 MB. */
  output(): string;
  /**
   * Stops the whole group: SIGTERM, then SIGKILL after `graceMs` (default 3000 ms) if the leader has
   * not exited. Resolves once the leader has exited. Safe to call more than once.
   */
  stop(graceMs?: number): Promise<void>;
}

const OUTPUT_CAP_BYTES = 1 << 20;
const running = new Set<number>();
let handlersInstalled = false;

/** Sends `signal` to the process group `pid`; false when the group no longer exists. */
export function killGroup(pid: number, signal: NodeJS.Signals = 'SIGKILL'): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Kills (SIGKILL) every group started here that has not been stopped. Synchronous, for `exit` handlers. */
export function killAllGroups(): void {
  for (const pid of running) killGroup(pid, 'SIGKILL');
  running.clear();
}

/** Process ids (= group ids) of the groups started here and not yet stopped. */
export function runningGroups(): number[] {
  return [...running];
}

function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killAllGroups);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAllGroups();
      // Listening for the signal replaced Node's default action (exit): restore it by re-raising,
      // unless someone else still listens and will decide.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/**
 * Spawns `command args` detached (own process group), with stdout/stderr piped and collected.
 * @param options spawn options; `detached` and `stdio` are set here.
 * @throws Error when the process cannot be spawned (no pid).
 */
export function spawnGroup(command: string, args: string[], options: Omit<SpawnOptions, 'detached' | 'stdio'> = {}): ManagedProcess {
  installHandlers();
  const child = spawn(command, args, {...options, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  if (child.pid === undefined) throw new Error(`could not start ${command} ${args.join(' ')}`);
  const pid = child.pid;
  running.add(pid);
  let out = '';
  const collect = (d: Buffer): void => {
    out += d;
    if (out.length > OUTPUT_CAP_BYTES) out = out.slice(-OUTPUT_CAP_BYTES);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  child.unref();
  (child.stdout as unknown as {unref(): void}).unref();
  (child.stderr as unknown as {unref(): void}).unref();
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  child.once('exit', () => {
    // The leader is gone; anything it left in its group goes too.
    killGroup(pid, 'SIGKILL');
    running.delete(pid);
  });
  return {
    child,
    pid,
    output: () => out,
    async stop(graceMs = 3000): Promise<void> {
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(pid, 'SIGTERM');
        const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      killGroup(pid, 'SIGKILL');
      running.delete(pid);
    },
  };
}

/**
 * Runs `command args` to completion in its own process group (killed with its group however the caller
 * ends), unlike spawnSync, which blocks the test's timers and leaves the child running if the test
 * process is killed.
 * @param options spawn options plus `timeoutMs` (default 600 000): the group is stopped after it.
 * @returns the exit `status` (null when ended by a signal, e.g. the timeout) and the collected `output`.
 */
export async function runGroup(
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'detached' | 'stdio'> & {timeoutMs?: number} = {},
): Promise<{status: number | null; output: string; timedOut: boolean}> {
  const {timeoutMs = 600_000, ...spawnOptions} = options;
  const proc = spawnGroup(command, args, spawnOptions);
  let timedOut = false;
  // 'close' follows 'exit' once stdout/stderr are read to their end: the output is then complete.
  const closed = new Promise<number | null>((resolve) => proc.child.once('close', (code) => resolve(code)));
  // Output pipes are unref'd by spawnGroup; this timer keeps the caller alive until the command ends.
  const timer = setTimeout(() => {
    timedOut = true;
    void proc.stop();
  }, timeoutMs);
  const status = await closed;
  clearTimeout(timer);
  return {status, output: proc.output(), timedOut};
}

/**
 * The site + search server for tests and benchmarks: the same `packages/search/src/cli.ts serve` that
 * `npm start` runs, started in its own process group (./processes.ts) on a port the OS picks
 * (`--port 0`, read back from the CLI's "listening on" line), bound to 127.0.0.1 only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {spawnGroup, type ManagedProcess} from './processes.ts';

/** The repository root (this checkout). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The production build `npm run build` writes. */
export const buildDir = path.join(repoRoot, 'website', 'build');
/** The search CLI; scripts/test-all.sh's watchdog matches leftover servers by this path. */
export const cliPath = path.join(repoRoot, 'packages', 'search', 'src', 'cli.ts');

/** A running server and its base URL (`http://127.0.0.1:<port>`). */
export interface RunningServer {
  url: string;
  port: number;
  /** The server process (leader of its own process group). */
  process: ManagedProcess['child'];
  /** Stops the server's process group (SIGTERM, then SIGKILL after 3 s); resolves when it has exited. */
  stop(): Promise<void>;
  /** Everything the process printed. */
  output(): string;
}

/** How to start a server; every field optional. */
export interface StartServerOptions {
  /** Extra `serve` arguments. Without `--site` or `--records`, `--site website/build` is added (also with `--api-only`: the records come from the build). */
  args?: string[];
  /** Time to wait for the "listening on" line, ms (default 30 000). */
  timeoutMs?: number;
  /** Environment added to this process's. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts `cli.ts serve` and resolves once it listens.
 * Also callable as `startServer(args, timeoutMs, env)`.
 * @throws Error when the site is needed but not built, when the server exits early, or when it does not
 *   listen within `timeoutMs` (the process group is killed first; the message carries its output).
 */
export async function startServer(options?: StartServerOptions | string[], timeoutMs?: number, env?: NodeJS.ProcessEnv): Promise<RunningServer> {
  const o: StartServerOptions = Array.isArray(options) ? {args: options, timeoutMs, env} : (options ?? {});
  const args = o.args ?? [];
  const wait = o.timeoutMs ?? 30_000;
  const needsSite = !args.includes('--site') && !args.includes('--records');
  if (needsSite && !fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('website/build is missing: run `npm run build` first');
  const proc = spawnGroup(process.execPath, ['--import', 'tsx', cliPath, 'serve', '--host', '127.0.0.1', '--port', '0', ...(needsSite ? ['--site', buildDir] : []), ...args], {
    cwd: repoRoot,
    // One process unless the caller asks for cluster workers: tests signal and time one server process.
    env: {...process.env, SEARCH_WORKERS: '1', ...o.env},
  });
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start within ${wait} ms:\n${proc.output()}`)), wait);
      const onData = (): void => {
        const m = /listening on https?:\/\/[^\s]*:(\d+)/.exec(proc.output());
        if (m) {
          clearTimeout(timer);
          proc.child.stdout!.off('data', onData);
          resolve(Number(m[1]));
        }
      };
      proc.child.stdout!.on('data', onData);
      proc.child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code ?? signal}) before listening:\n${proc.output()}`));
      });
    });
  } catch (err) {
    await proc.stop(500);
    throw err;
  }
  return {url: `http://127.0.0.1:${port}`, port, process: proc.child, stop: () => proc.stop(), output: proc.output};
}

/**
 * Browser-test harness: starts the real site + search server (the same CLI `npm start` runs) on a
 * free loopback port, and launches Debian Chromium through playwright-core (no
 * browser download: the system Chromium at /usr/bin/chromium). Everything stays on 127.0.0.1.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before} from 'node:test';
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions} from 'playwright-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const buildDir = path.join(repoRoot, 'website', 'build');
export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');

/** Chromium flags for this sandbox: no GPU, no sandbox (root), no background network (tests never contact an outside host). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A running server process and its base URL (`http://127.0.0.1:<port>`). */
export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Stops the process (SIGTERM, then SIGKILL after 3 s). */
  stop(): Promise<void>;
  /** Everything the process printed. */
  output(): string;
}

/**
 * Starts `packages/search/src/cli.ts serve` with `args` and waits until it answers HTTP.
 * @param args extra CLI arguments (default: serve website/build).
 * @throws Error when the site is not built or the server does not answer within `timeoutMs`.
 */
export async function startServer(args: string[] = [], timeoutMs = 30_000, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('website/build is missing: run `npm run build` first');
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'packages/search/src/cli.ts'), 'serve', '--host', '127.0.0.1', '--port', String(port), ...(args.includes('--site') ? [] : ['--site', buildDir]), ...args],
    {cwd: repoRoot, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']},
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/1/indexes/*/queries`, {method: 'OPTIONS', signal: AbortSignal.timeout(2000)});
      if (res.status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    process: child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        // Exited already (normally or by a signal, e.g. an earlier SIGKILL): nothing to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Launches Debian Chromium headless. @throws Error when /usr/bin/chromium is missing. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true});
}

/** A fresh browser context (own storage) with a desktop viewport unless `options` says otherwise. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({viewport: {width: 1280, height: 900}, ...options});
}

/** Saves a screenshot under e2e/artifacts/ (gitignored) and returns its path. */
export async function screenshot(page: import('playwright-core').Page, name: string): Promise<string> {
  fs.mkdirSync(artifactsDir, {recursive: true});
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({path: file});
  return file;
}

/** The site server and browser shared by one test file. */
export interface SiteSession {
  server: RunningServer;
  browser: Browser;
}

/**
 * Registers `before`/`after` hooks that start the site + search server and Chromium for the
 * calling test file, and stop them afterwards. Read the fields inside tests (they are set in `before`).
 */
export function useSiteSession(): SiteSession {
  const session = {} as SiteSession;
  before(async () => {
    session.server = await startServer();
    session.browser = await launchBrowser();
  });
  after(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}

/**
 * Browser-test harness: everything from test-support/ (the site + search server in its own process
 * group, Debian Chromium, the hydration readiness wait `gotoReady`), plus node:test hooks for one test
 * file. Browser tests act only after `gotoReady(page, url)` / `reloadReady(page)`, i.e. once React has
 * hydrated, and wait for states with auto-waiting locators or `waitForFunction`, never fixed sleeps.
 */
import {after, before} from 'node:test';
import type {Browser} from 'playwright-core';
import {killAllGroups, launchBrowser, startServer, type RunningServer} from '../../test-support/index.ts';

export * from '../../test-support/index.ts';

/** Default time limit of one browser test, ms. */
export const E2E_TEST_TIMEOUT_MS = 120_000;

/**
 * Options for every browser test: `test(name, E2E, fn)`, a per-test time limit of
 * {@link E2E_TEST_TIMEOUT_MS}. Not `--test-timeout`, which on Node 20 limits a whole test file (every
 * test of the file together) and cancels the rest of a long one.
 */
export const E2E = {timeout: E2E_TEST_TIMEOUT_MS} as const;

/** The site server and browser shared by one test file. */
export interface SiteSession {
  server: RunningServer;
  browser: Browser;
}

/**
 * Registers `before`/`after` hooks that start the site + search server and Chromium for the calling
 * test file and stop them afterwards. node:test runs `after` also when a test failed or timed out; should
 * the file's process end any other way, test-support's exit and signal handlers kill the server's group.
 * Read the fields inside tests (they are set in `before`).
 */
export function useSiteSession(): SiteSession {
  const session = {} as SiteSession;
  before(
    async () => {
      session.server = await startServer({timeoutMs: 90_000});
      session.browser = await launchBrowser();
    },
    {timeout: 180_000},
  );
  after(async () => {
    await session.browser?.close().catch(() => {});
    await session.server?.stop();
    killAllGroups(); // servers a test started itself and did not stop
  });
  return session;
}

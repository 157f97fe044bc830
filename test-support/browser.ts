/**
 * Debian Chromium through playwright-core (no browser download: /usr/bin/chromium), and the
 * readiness wait every browser test and benchmark uses: the site's hydration marker
 * (`<html data-hydrated="true">`, set by website/src/theme/Root.tsx once React has hydrated and every
 * component's effects ran), never network idleness or a fixed sleep.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request, type Response} from 'playwright-core';
import {repoRoot} from './server.ts';

/** Screenshots and other test output (gitignored). */
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

/** Launches Debian Chromium headless. @throws Error when /usr/bin/chromium is missing. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true});
}

/** A fresh browser context (own storage) with a desktop viewport unless `options` says otherwise. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({viewport: {width: 1280, height: 900}, ...options});
}

/** Default wait for the hydration marker, ms: generous, for a loaded 2-core machine. */
export const READY_TIMEOUT_MS = 60_000;

/**
 * Waits until the page is interactive: React hydrated (the `data-hydrated` marker is on `<html>`).
 * @throws playwright TimeoutError after `timeoutMs` (default {@link READY_TIMEOUT_MS}).
 */
export async function waitReady(page: Page, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  // A locator, not a string predicate: playwright evaluates string predicates with the page's eval,
  // which the site's Content-Security-Policy (no 'unsafe-eval') refuses.
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached', timeout: timeoutMs});
}

/**
 * Navigates to `url` (waits for the `load` event) and then for the hydration marker.
 * @returns the navigation's main response (null for same-document navigations).
 */
export async function gotoReady(page: Page, url: string, timeoutMs = READY_TIMEOUT_MS): Promise<Response | null> {
  const res = await page.goto(url, {timeout: timeoutMs});
  await waitReady(page, timeoutMs);
  return res;
}

/** Reloads the page and waits for the hydration marker of the new document. */
export async function reloadReady(page: Page, timeoutMs = READY_TIMEOUT_MS): Promise<Response | null> {
  const res = await page.reload({timeout: timeoutMs});
  await waitReady(page, timeoutMs);
  return res;
}

/**
 * Resolves once the page has rendered `frames` animation frames from now (default 2): every DOM
 * change already queued (a React commit after a key event, a class added by a handler) is on screen.
 * Also a barrier for the protocol: events the page emitted before (e.g. a request started by a key
 * handler) have reached playwright when it resolves.
 */
export async function afterPaint(page: Page, frames = 2): Promise<void> {
  // A string, not a function: tsx would compile a named inner function with a helper the page lacks.
  await page.evaluate(
    `new Promise((resolve) => { let left = ${Math.max(0, Math.floor(frames))}; const step = () => (left-- <= 0 ? resolve() : requestAnimationFrame(step)); step(); })`,
  );
}

/** Requests of one page matching a predicate, counted while in flight. */
export interface RequestTracker {
  /** Requests started and not yet finished or failed. */
  inflight(): number;
  /**
   * Resolves once no matching request is in flight and the page has painted the answers
   * ({@link afterPaint} before and after, so requests just started by the page are counted).
   * @throws Error after `timeoutMs` (default 15 000) with requests still in flight.
   */
  idle(timeoutMs?: number): Promise<void>;
}

/** Starts counting `page`'s requests whose URL matches `match` (e.g. the search API's). */
export function trackRequests(page: Page, match: (url: string) => boolean): RequestTracker {
  let inflight = 0;
  let waiters: (() => void)[] = [];
  const settle = (r: Request): void => {
    if (!match(r.url())) return;
    inflight = Math.max(0, inflight - 1);
    if (inflight === 0) {
      for (const w of waiters) w();
      waiters = [];
    }
  };
  page.on('request', (r) => void (match(r.url()) && inflight++));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    inflight: () => inflight,
    async idle(timeoutMs = 15_000): Promise<void> {
      await afterPaint(page);
      if (inflight > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => waiters.push(resolve)),
          new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${inflight} request(s) still in flight after ${timeoutMs} ms`)), timeoutMs))),
        ]).finally(() => clearTimeout(timer));
      }
      await afterPaint(page);
    },
  };
}

/**
 * Starts collecting what `page` reports as errors: console messages of type `error` and uncaught
 * exceptions (`pageerror`), as text, in order. Attach before `goto` to see hydration errors.
 * @returns the live list (appended to as errors arrive).
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Saves a screenshot under e2e/artifacts/ (gitignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifactsDir, {recursive: true});
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({path: file});
  return file;
}

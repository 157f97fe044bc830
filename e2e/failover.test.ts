/**
 * Failover as spec/requirements.md §7.1 and §9 state it: with two search hosts and the first one
 * hung (SIGSTOP: it accepts connections and never answers), only the first query waits for the
 * client's timeout; later queries and a page load go straight to the second host, because the
 * client keeps the first marked down for 120000 ms in localStorage (website/src/search/host-state.ts).
 *
 * The site server is started with `SEARCH_HOSTS` naming both hosts so its Content-Security-Policy
 * lets the pages connect to them; the browser is pointed at them with the documented per-browser
 * override `localStorage['docs.searchHosts']`, so no rebuild is needed.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {E2E, launchBrowser, newContext, screenshot, startServer, type RunningServer} from './lib/harness.ts';

let hostA: RunningServer | undefined;
let hostB: RunningServer | undefined;
let site: RunningServer | undefined;
let browser: Browser | undefined;
let stopped = false;

before(async () => {
  hostA = await startServer(['--api-only']);
  hostB = await startServer(['--api-only']);
  site = await startServer([], 30_000, {SEARCH_HOSTS: `${hostA.url},${hostB.url}`});
  browser = await launchBrowser();
});

after(async () => {
  // Always resume the stopped host so it can be terminated, then stop everything.
  if (stopped && hostA?.process.pid) {
    try {
      process.kill(hostA.process.pid, 'SIGCONT');
    } catch {
      /* already gone */
    }
  }
  await browser?.close();
  await Promise.all([hostA?.stop(), hostB?.stop(), site?.stop()]);
});

const modal = (p: Page) => p.locator('.DocSearch-Modal');
const input = (p: Page) => p.locator('input.DocSearch-Input');

/** Opens the modal once the page is interactive (the button only works after hydration). */
async function openModal(p: Page): Promise<void> {
  await p.waitForFunction(() => (window as {docusaurus?: unknown}).docusaurus !== undefined);
  for (let attempt = 0; ; attempt++) {
    await p.locator('button.DocSearch-Button').click();
    try {
      await modal(p).waitFor({state: 'visible', timeout: 2000});
      return;
    } catch (e) {
      if (attempt >= 4) throw e;
    }
  }
}

/**
 * Types a query key by key and waits for the search answer to the whole query (from whichever
 * host answers) and for hits on screen.
 * @returns ms from the last key press to that answer, and the origin that answered.
 */
async function query(p: Page, text: string): Promise<{ms: number; origin: string}> {
  await input(p).fill('');
  const answered = p.waitForResponse((r) => r.url().includes('/1/indexes/') && (r.request().postData() ?? '').includes(`"query":"${text}"`) && r.ok(), {timeout: 20_000});
  await input(p).pressSequentially(text, {delay: 15});
  const t0 = Date.now();
  const res = await answered;
  const ms = Date.now() - t0;
  await p.locator('.DocSearch-Hit').first().waitFor({state: 'visible', timeout: 20_000});
  return {ms, origin: new URL(res.url()).origin};
}

test('a hung first host costs one slow query; later queries and a reload go straight to the second host', E2E, async () => {
  const a = hostA!;
  const b = hostB!;
  const ctx = await newContext(browser!);
  await ctx.addInitScript((hosts) => localStorage.setItem('docs.searchHosts', JSON.stringify(hosts)), [a.url, b.url]);
  const seen: {origin: string; at: number}[] = [];
  ctx.on('request', (r) => {
    if (r.url().includes('/1/indexes/')) seen.push({origin: new URL(r.url()).origin, at: Date.now()});
  });
  const cspViolations: string[] = [];
  ctx.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && cspViolations.push(m.text()));
  try {
    const p = await ctx.newPage();
    await p.goto(`${site!.url}/getting-started/installation`);
    await openModal(p);
    // Precondition: while both hosts are up, the first one answers. On a starved machine a first
    // answer can still miss the client's 1000 ms connect timeout and mark the host down; that is the
    // behaviour under test later, not here, so forget that state and ask again (a new word each time:
    // the client caches answers in memory).
    let firstUp = '';
    for (const word of ['sensor', 'job', 'asset check']) {
      await p.evaluate(() => localStorage.removeItem('docs.searchHostState'));
      firstUp = (await query(p, word)).origin;
      if (firstUp === a.url) break;
    }
    assert.equal(firstUp, a.url, 'while both are up the first host answers');

    process.kill(a.process.pid!, 'SIGSTOP');
    stopped = true;
    const times: number[] = [];
    const first = await query(p, 'schedule');
    assert.equal(first.origin, b.url, 'the second host answers the first query');
    times.push(first.ms);
    const afterFirst = Date.now();
    for (const q of ['asset', 'partition', 'backfill', 'dbt']) {
      const r = await query(p, q);
      assert.equal(r.origin, b.url, q);
      times.push(r.ms);
    }
    const toA = seen.filter((s) => s.origin === a.url && s.at >= afterFirst);
    assert.deepEqual(toA, [], 'no query is sent to the hung host once it has timed out');
    assert.ok(seen.some((s) => s.origin === b.url && s.at >= afterFirst), 'the second host answers');
    const state = await p.evaluate(() => localStorage.getItem('docs.searchHostState'));
    assert.ok(state?.includes(`://127.0.0.1:${a.port}`), `host state is stored: ${state}`);

    // A page load keeps the state: the first query of the new page goes straight to the second host.
    const reloadAt = Date.now();
    await p.reload();
    await openModal(p);
    const reloaded = await query(p, 'resources');
    assert.equal(reloaded.origin, b.url);
    times.push(reloaded.ms);
    assert.deepEqual(seen.filter((s) => s.origin === a.url && s.at >= reloadAt), [], 'after a reload the hung host is still skipped');
    await screenshot(p, 'failover-after-reload');
    // Figures for the report (not asserted: speed is measured by benchmarks, not tests).
    console.log(`failover: ms from the last key to the answer: first query with the host hung, later queries, first query after a reload: ${times.join(', ')}`);
    assert.deepEqual(cspViolations, [], 'the CSP allows the configured search hosts');
  } finally {
    await ctx.close();
  }
});

/**
 * The search modal opens at once and no shortcut is lost (requirements §2.5):
 * - Ctrl+K or `/` pressed as soon as the page's HTML arrives, before React hydrates, is recorded by
 *   the inline head script (website/src/search/early-keys.ts) and opens the modal once the page is
 *   interactive — exactly one modal, and it stays open (not toggled twice);
 * - on a hydrated page, once the modal bundle was preloaded on idle, the modal's input is visible
 *   within 100 ms of Ctrl+K, measured inside the page (keydown `timeStamp` to the input's first
 *   animation frame, both on the performance.now() clock).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {E2E, newContext, useSiteSession} from './lib/harness.ts';
import {waitForHydration} from './lib/page-kinds.ts';

const session = useSiteSession();

/** True once DocSearch's stylesheet (loaded with the modal bundle) is in the document. */
const modalBundleLoaded = () =>
  [...document.styleSheets].some((s) => {
    try {
      return [...s.cssRules].some((r) => (r as CSSStyleRule).selectorText?.includes('.DocSearch-Modal'));
    } catch {
      return false;
    }
  });

describe('search shortcuts pressed before hydration', () => {
  for (const [name, key] of [
    ['Ctrl+K', 'Control+K'],
    ['/', 'Slash'],
  ] as const) {
    test(`${name} pressed right after the HTML arrives opens the modal once the page is interactive`, E2E, async () => {
      const context = await newContext(session.browser);
      try {
        const page = await context.newPage();
        // Hold back the app's JavaScript so the key press lands before hydration, whatever the machine's speed.
        let release!: () => void;
        const gate = new Promise<void>((r) => (release = r));
        await page.route('**/assets/js/**', async (route) => {
          await gate;
          await route.continue();
        });
        // 'commit': deferred app scripts are held back, so DOMContentLoaded waits for them; the
        // server-rendered button being attached means the head (and its inline script) ran.
        await page.goto(session.server.url + '/getting-started/installation', {waitUntil: 'commit'});
        await page.locator('.DocSearch-Button').waitFor({state: 'attached'});
        assert.notEqual(await page.evaluate(() => document.documentElement.dataset.hydrated), 'true', 'the page must not be hydrated yet');
        await page.locator('body').focus();
        await page.keyboard.press(key);
        release();
        await waitForHydration(page);
        await page.locator('.DocSearch-Modal .DocSearch-Input').waitFor({state: 'visible', timeout: 15_000});
        assert.equal(await page.locator('.DocSearch-Modal').count(), 1, 'exactly one modal');
        // Still open after the page settles: the key was not handled twice (open + toggle closed).
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        assert.equal(await page.locator('.DocSearch-Modal').count(), 1, 'the modal stays open');
        assert.equal(await page.locator('.DocSearch-Input').inputValue(), '', 'the shortcut is not typed into the query');
      } finally {
        await context.close();
      }
    });
  }

  test('no modal opens on its own when no key was pressed', E2E, async () => {
    const context = await newContext(session.browser);
    try {
      const page = await context.newPage();
      await page.goto(session.server.url + '/getting-started/installation');
      await waitForHydration(page);
      await page.waitForFunction(modalBundleLoaded, undefined, {timeout: 15_000});
      assert.equal(await page.locator('.DocSearch-Modal').count(), 0);
    } finally {
      await context.close();
    }
  });
});

/**
 * Milliseconds from Ctrl+K (keydown timeStamp) to the first frame with the modal's input, on a fresh
 * page whose modal bundle was preloaded on idle, measured inside the page.
 */
async function firstOpenMs(path: string): Promise<{ms: number; scriptsFetched: number}> {
  const context = await newContext(session.browser);
  try {
    const page = await context.newPage();
    await page.goto(session.server.url + path);
    await waitForHydration(page);
    // Preloaded without any interaction (requestIdleCallback in the SearchBar) ...
    await page.waitForFunction(modalBundleLoaded, undefined, {timeout: 15_000});
    // ... and the page has gone idle (the bundle's script evaluated, first prefetches done), as a
    // reader's page is a moment after it appears.
    await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => requestIdleCallback(() => r(), {timeout: 5000}), {timeout: 5000})));
    // A string, not a function: the test runner's transpiler would add helpers the page lacks.
    await page.evaluate(`(() => {
      window.addEventListener('keydown', function (e) { if (window.__keyAt === undefined) window.__keyAt = e.timeStamp; }, {capture: true, once: true});
      window.__inputAt = new Promise(function (resolve) {
        var observer = new MutationObserver(function () {
          if (document.querySelector('.DocSearch-Modal .DocSearch-Input')) {
            observer.disconnect();
            requestAnimationFrame(function () { resolve(performance.now()); });
          }
        });
        observer.observe(document.body, {childList: true, subtree: true});
      });
    })()`);
    let scriptsFetched = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scriptsFetched++;
    });
    await page.keyboard.press('Control+K');
    await page.locator('.DocSearch-Input').waitFor({state: 'visible'});
    const ms = (await page.evaluate('window.__inputAt.then(function (t) { return t - window.__keyAt; })')) as number;
    return {ms, scriptsFetched};
  } finally {
    await context.close();
  }
}

describe('first open on a hydrated page', () => {
  // The behaviour is asserted (the modal opens with no script left to fetch); the time is printed as a
  // figure, not gated: a timed assertion fails on a busy machine (project rule: speed is a benchmark's job).
  test('the modal bundle is preloaded on idle: Ctrl+K opens the modal with no script to fetch (time printed)', E2E, async () => {
    const runs: {ms: number; scriptsFetched: number}[] = [];
    for (const path of ['/guides/build/assets/defining-assets', '/getting-started/installation', '/integrations/libraries/dlt']) runs.push(await firstOpenMs(path));
    const median = [...runs.map((r) => r.ms)].sort((a, b) => a - b)[1];
    console.log(`  modal input visible ${runs.map((r) => r.ms.toFixed(1)).join(', ')} ms after Ctrl+K (median ${median.toFixed(1)}; target 100 ms)`);
    assert.deepEqual(runs.map((r) => r.scriptsFetched), [0, 0, 0], 'opening the modal fetched a script: the bundle was not preloaded');
  });
});

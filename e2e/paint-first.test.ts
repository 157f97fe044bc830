/**
 * The article is painted before the app runs (website/src/client/paint-first.ts): the page's
 * bundles are preloaded in `<head>` and started by the inline boot script at the end of `<body>`
 * after a frame was produced, instead of `<script defer>`, which runs them before the first frame
 * when the HTML arrives quickly. Seen by a reader as text on screen while the app is still
 * loading; measured here on the page's own clock: the first contentful paint comes before the
 * boot script inserts the first bundle, and the page still hydrates.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {E2E, newContext, useSiteSession} from './lib/harness.ts';
import {waitForHydration} from './lib/page-kinds.ts';

const session = useSiteSession();

describe('paint first, then run the app', () => {
  for (const path of ['/guides/deploy/dagster-instance-configuration', '/api/python-api/assets', '/']) {
    test(`${path}: the first contentful paint comes before the app's bundles start`, E2E, async () => {
      const context = await newContext(session.browser);
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as {__bootAt?: number};
          new MutationObserver((records, observer) => {
            for (const r of records)
              for (const n of r.addedNodes) {
                if (n instanceof HTMLScriptElement && n.src.includes('/assets/js/') && w.__bootAt === undefined) {
                  w.__bootAt = performance.now();
                  observer.disconnect();
                }
              }
          }).observe(document, {childList: true, subtree: true});
        });
        await page.goto(session.server.url + path);
        await waitForHydration(page);
        const {fcp, bootAt, deferred, preloads} = await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          bootAt: (window as unknown as {__bootAt?: number}).__bootAt ?? null,
          deferred: document.querySelectorAll('head script[src][defer]').length,
          preloads: document.querySelectorAll('head link[rel="preload"][as="script"][data-boot]').length,
        }));
        assert.equal(deferred, 0, 'no deferred app script in <head>');
        assert.ok(preloads >= 2, `the runtime and main bundles are preloaded (found ${preloads})`);
        assert.ok(fcp !== null && bootAt !== null, `both times recorded (fcp ${fcp}, boot ${bootAt})`);
        assert.ok(fcp < bootAt, `first contentful paint at ${fcp.toFixed(0)} ms, before the first bundle was inserted at ${bootAt.toFixed(0)} ms`);
      } finally {
        await context.close();
      }
    });
  }
});

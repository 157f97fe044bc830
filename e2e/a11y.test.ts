/**
 * Accessibility of the eight page kinds: axe-core (WCAG 2.1 A/AA rules) finds no
 * serious or critical violation, in light and in dark mode. Dark mode comes from the system
 * preference, which the site follows (requirements §4.3).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {AxeBuilder} from '@axe-core/playwright';
import {E2E, newContext, useSiteSession} from './lib/harness.ts';
import {PAGE_KINDS, waitForHydration} from './lib/page-kinds.ts';

const session = useSiteSession();

/** WCAG 2.1 level A and AA rule tags (axe-core tag names). */
export const WCAG21AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Pages checked at once, each in its own browser context (axe is CPU-bound in the page's renderer; 2 fits a 2-core machine). */
const CONCURRENT_PAGES = 2;

describe('axe, light and dark mode', {concurrency: CONCURRENT_PAGES}, () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const {kind, path} of PAGE_KINDS) {
      test(`${mode} mode: ${kind} (${path}) has no serious or critical WCAG 2.1 AA violation`, E2E, async () => {
        const context = await newContext(session.browser, {colorScheme: mode});
        try {
          const page = await context.newPage();
          await page.goto(session.server.url + path);
          await waitForHydration(page);
          assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
          if (kind === 'search') await page.locator('.theme-doc-markdown, main article, main').first().waitFor();
          const results = await new AxeBuilder({page}).withTags(WCAG21AA_TAGS).analyze();
          const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          const summary = bad.map((v) => `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
          assert.deepEqual(summary, [], `violations on ${path} in ${mode} mode`);
        } finally {
          await context.close();
        }
      });
    }
  }
});

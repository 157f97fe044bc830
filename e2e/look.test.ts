/**
 * As a reader sees them: the small defects (Algolia credit on /search, the Ctrl
 * keycap, the navigation progress bar under the announcement bar, `.html` URLs, API parameter
 * tables), the Dagster look (home cards, integrations grid with tag filter, code block file titles)
 * and prefetching skipped on save-data connections (requirements §2.1).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {E2E, collectErrors, newContext, useSiteSession} from './lib/harness.ts';
import {waitForHydration} from './lib/page-kinds.ts';

const session = useSiteSession();

/** Runs `fn` on a new page in a fresh context, then closes the context however `fn` ends. */
async function withPage(fn: (page: Page) => Promise<void>, options: Parameters<typeof newContext>[1] = {}): Promise<void> {
  const context = await newContext(session.browser, options);
  try {
    await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Opens `path` in a fresh context, waits for hydration, runs `fn`, closes the context. */
async function onPage(path: string, fn: (page: Page) => Promise<void>, options: Parameters<typeof newContext>[1] = {}): Promise<void> {
  await withPage(async (page) => {
    await page.goto(session.server.url + path);
    await waitForHydration(page);
    await fn(page);
  }, options);
}

/** The page has a meta description of a useful length (search results show about 155 characters). */
async function assertMetaDescription(page: Page): Promise<void> {
  const description = await page.locator('head meta[name="description"]').getAttribute('content');
  assert.ok(description && description.length > 50, `meta description: ${description}`);
}

/** WCAG contrast ratio of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [l1, l2] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

describe('small defects', () => {
  test('/search shows no "Search by Algolia" credit', E2E, async () => {
    await onPage('/search?q=asset', async (page) => {
      await page.locator('article a[href^="/"], main a[href^="/"]').first().waitFor();
      assert.equal(await page.locator('a[href*="algolia.com"]:visible').count(), 0);
      assert.equal(await page.getByText(/search by/i).filter({visible: true}).count(), 0);
    });
  });

  test('the "Ctrl" keycap text fits inside its key', E2E, async () => {
    await onPage('/getting-started/installation', async (page) => {
      const key = page.locator('.DocSearch-Button-Key--ctrl');
      await key.waitFor();
      const fit = await key.evaluate((el) => ({scroll: el.scrollWidth, client: el.clientWidth, text: el.textContent}));
      assert.equal(fit.text, 'Ctrl');
      assert.ok(fit.scroll <= fit.client, `text ${fit.scroll} px wide in a ${fit.client} px key`);
    });
  });

  test('the navigation progress bar is visible while the announcement bar is shown', E2E, async () => {
    await onPage('/getting-started/installation', async (page) => {
      const bar = page.locator('div[role="banner"]');
      await bar.waitFor();
      // Slow the next page's chunks so the progress bar shows, as on a slow network.
      await page.route('**/assets/js/**', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.locator('nav.menu a[href="/getting-started/quickstart"]').first().click();
      const progress = page.locator('#nprogress .bar');
      await progress.waitFor({state: 'visible'});
      const [barBg, progressBg, box, bannerBox] = await Promise.all([
        bar.evaluate((el) => getComputedStyle(el).backgroundColor),
        progress.evaluate((el) => getComputedStyle(el).backgroundColor),
        progress.boundingBox(),
        bar.boundingBox(),
      ]);
      assert.ok(box && box.height >= 2 && box.width > 0, 'the bar has a size');
      assert.ok(bannerBox && box.y < bannerBox.y + bannerBox.height, 'it sits over the announcement bar');
      assert.ok(contrast(barBg, progressBg) >= 3, `progress ${progressBg} on announcement ${barBg}: ${contrast(barBg, progressBg).toFixed(2)}:1 (need 3:1)`);
      await page.unrouteAll({behavior: 'ignoreErrors'});
    });
  });

  for (const [htmlPath, cleanPath] of [
    ['/getting-started/installation.html', '/getting-started/installation'],
    ['/guides/build/index.html', '/guides/build/'],
    ['/index.html', '/'],
  ]) {
    test(`${htmlPath} renders its page without hydration errors`, E2E, async () => {
      await withPage(async (page) => {
        const errors = collectErrors(page);
        const res = await page.goto(session.server.url + htmlPath);
        assert.equal(res?.status(), 200);
        await waitForHydration(page);
        assert.equal(new URL(page.url()).pathname, cleanPath);
        assert.equal(await page.locator('main h1, article h1').count() > 0, true);
        assert.notEqual(await page.title(), 'Page Not Found | Docs');
        assert.deepEqual(errors, []);
      });
    });
  }

  test('/search?q= loads without hydration errors or layout shift, with a meta description, and shows the results', E2E, async () => {
    await withPage(
      async (page) => {
        const errors = collectErrors(page);
        // Layout shifts not caused by input, summed as Lighthouse's CLS counts them (one load, no scrolling).
        await page.addInitScript(() => {
          const w = window as unknown as {__shift: number};
          w.__shift = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as Array<{value: number; hadRecentInput: boolean}>) if (!e.hadRecentInput) w.__shift += e.value;
          }).observe({type: 'layout-shift', buffered: true});
        });
        await page.goto(session.server.url + '/search?q=partitions');
        await waitForHydration(page);
        await page.locator('h1', {hasText: 'partitions'}).waitFor();
        await page.locator('article h2 a[href^="/"]').first().waitFor();
        assert.equal(await page.locator('input[type="search"][name="q"]').inputValue(), 'partitions');
        await assertMetaDescription(page);
        const shift = await page.evaluate(() => (window as unknown as {__shift: number}).__shift);
        assert.ok(shift < 0.01, `layout shift ${shift}`);
        assert.deepEqual(errors, []);
      },
      {viewport: {width: 412, height: 823}},
    );
  });

  test('the not-found page has a meta description and logs no error but its own 404', E2E, async () => {
    await withPage(async (page) => {
      const errors = collectErrors(page);
      const res = await page.goto(session.server.url + '/no/such/page');
      assert.equal(res?.status(), 404);
      await waitForHydration(page);
      await assertMetaDescription(page);
      assert.deepEqual(errors.filter((e) => !/status of 404/.test(e)), []);
    });
  });

  test('sidebar categories without a link show their label as text, not as an <a> without href', E2E, async () => {
    await onPage('/dagster-plus/', async (page) => {
      const sidebar = page.locator('nav.menu');
      await sidebar.getByText('Features', {exact: true}).waitFor();
      assert.equal(await sidebar.locator('a:not([href])').count(), 0);
      assert.equal(await sidebar.locator('span.menu__link', {hasText: 'Deployment'}).count(), 1);
      // Their children are still listed and linked.
      assert.ok((await sidebar.locator('a.menu__link[href="/dagster-plus/features/alerts/"]').count()) === 1);
    });
  });

  test('API parameter tables give Description room and show known defaults', E2E, async () => {
    await onPage('/api/python-api/assets', async (page) => {
      const table = page.locator('table').filter({has: page.locator('th', {hasText: 'Description'})}).first();
      await table.waitFor();
      const width = await table.locator('th', {hasText: 'Description'}).evaluate((el) => el.getBoundingClientRect().width);
      assert.ok(width >= 300, `Description column is ${width} px wide`);
      // Every row typed Optional[...] and marked optional shows a default, not the word "optional".
      const rows = await page.locator('table tbody tr').evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
      );
      const optionalTyped = rows.filter((r) => r[1]?.startsWith('Optional['));
      assert.ok(optionalTyped.length > 10);
      assert.deepEqual(optionalTyped.filter((r) => r[2] === 'optional'), []);
      assert.ok(optionalTyped.some((r) => r[2] === 'None'));
    });
  });
});

describe('Dagster look', () => {
  test('the home page has a card for each main journey', E2E, async () => {
    await onPage('/', async (page) => {
      const hrefs = await page.locator('main ul a[class*="card"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const h of ['/getting-started/quickstart', '/etl-pipeline-tutorial/', '/guides/build/', '/integrations/libraries/', '/dagster-plus/', '/api/']) {
        assert.ok(hrefs.includes(h), `card for ${h} (got ${hrefs.join(', ')})`);
      }
    });
  });

  test('the integrations index is a card grid that filters by tag and links every integration', E2E, async () => {
    await onPage('/integrations/libraries/', async (page) => {
      const cards = page.locator('main li a[class*="card"]');
      const all = await cards.count();
      assert.ok(all >= 50, `${all} cards`);
      // Every integration page in the sidebar has its card.
      const sidebar = await page.locator('nav.menu a[href^="/integrations/libraries/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      const cardHrefs = new Set(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)));
      const top = sidebar.filter((h) => /^\/integrations\/libraries\/[^/]+\/?$/.test(h));
      assert.deepEqual(top.filter((h) => !cardHrefs.has(h)), [], 'integrations missing from the grid');

      await page.getByRole('group', {name: 'Category'}).getByRole('button', {name: 'etl', exact: true}).click();
      await page.getByRole('status').filter({hasText: `of ${all} integrations`}).waitFor();
      const shown = await cards.count();
      assert.ok(shown > 0 && shown < all);
      const tags = await cards.evaluateAll((as) => as.map((a) => a.textContent ?? ''));
      assert.ok(tags.every((t) => t.includes('etl')), 'every card shown carries the etl tag');
      assert.equal(await page.getByRole('button', {name: 'etl', exact: true}).getAttribute('aria-pressed'), 'true');

      await page.getByRole('group', {name: 'Category'}).getByRole('button', {name: 'all'}).click();
      await page.getByRole('status').filter({hasText: new RegExp(`^${all} integrations`)}).waitFor();
    });
  });

  test('code blocks that are files carry the file name as their title', E2E, async () => {
    await onPage('/getting-started/quickstart', async (page) => {
      const titles = await page.locator('.theme-code-block [class*="codeBlockTitle"]').allTextContents();
      assert.ok(titles.includes('quickstart.py'), `titles: ${titles.join(', ')}`);
      assert.ok(titles.includes('test_quickstart.py'));
    });
  });
});

describe('prefetching (requirements §2.1)', () => {
  const prefetchCount = (page: Page) => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);
  /** Resolves after two idle periods of the page (its IntersectionObserver callbacks have run). */
  const idle = (page: Page) =>
    page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => requestIdleCallback(() => r(), {timeout: 2000}), {timeout: 2000})));

  /** Resolves once the idle-time prefetch queue (website/src/client/prefetch-queue.ts) has handed every queued path to Docusaurus. */
  const queueDrained = (page: Page) =>
    page.waitForFunction(() => (window as unknown as {docusaurus: {pending(): number}}).docusaurus.pending() === 0, undefined, {timeout: 15_000});

  test('visible sidebar links are prefetched on a normal connection, through the idle-time queue', E2E, async () => {
    await onPage('/getting-started/installation', async (page) => {
      assert.equal(await page.evaluate(() => typeof (window as unknown as {docusaurus: {pending?: unknown}}).docusaurus.pending), 'function', 'window.docusaurus is the idle-time prefetcher');
      await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0, undefined, {timeout: 15_000});
      await queueDrained(page);
      assert.ok((await prefetchCount(page)) > 0);
    });
  });

  for (const [name, connection] of [
    ['save-data', {saveData: true, effectiveType: '4g'}],
    ['2g', {saveData: false, effectiveType: '2g'}],
  ] as const) {
    test(`nothing is prefetched on a ${name} connection`, E2E, async () => {
      const context = await newContext(session.browser);
      try {
        // A string, not a function: the test runner's transpiler would add helpers the page lacks.
        await context.addInitScript({
          content: `Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: function () {
            return {saveData: ${connection.saveData}, effectiveType: '${connection.effectiveType}', addEventListener: function () {}, removeEventListener: function () {}};
          }});`,
        });
        const page = await context.newPage();
        await page.goto(session.server.url + '/getting-started/installation');
        await waitForHydration(page);
        assert.equal(await page.evaluate(() => (navigator as unknown as {connection: {effectiveType: string}}).connection.effectiveType), connection.effectiveType);
        await idle(page);
        await page.mouse.wheel(0, 600);
        await idle(page);
        await queueDrained(page); // every queued path has reached Docusaurus's prefetch, which skips it
        assert.equal(await prefetchCount(page), 0);
      } finally {
        await context.close();
      }
    });
  }
});

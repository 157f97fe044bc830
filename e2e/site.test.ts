/**
 * What a reader sees and does on the site shell:
 * skip link, announcement bar, colour mode, navbar hide-on-scroll, mobile panel, heading anchors,
 * external links, image zoom, not-found page, `.html` suffixes, sitemap.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {buildDir, gotoReady, newContext, reloadReady, screenshot, useSiteSession, E2E} from './lib/harness.ts';

const session = useSiteSession();

async function open(path: string, page?: Page): Promise<Page> {
  const p = page ?? (await (await newContext(session.browser)).newPage());
  await gotoReady(p, session.server.url + path);
  return p;
}

const navbar = (page: Page) => page.locator('nav.navbar');

describe('skip link', () => {
  test('the first Tab focuses "Skip to main content"; after Enter, the next Tab lands in the main content', E2E, async () => {
    const page = await open('/getting-started/installation');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    assert.equal(focused, 'Skip to main content');
    await page.keyboard.press('Enter');
    // Docusaurus focuses <main> and drops its temporary tabindex, so the next Tab starts from there.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    assert.ok(inMain, 'the next Tab stop is inside the main content, past the navbar and sidebar');
    await page.context().close();
  });
});

describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('div[role="banner"]');

  test('dismissal is stored and survives a reload', E2E, async () => {
    const page = await open('/');
    assert.equal(await bar(page).isVisible(), true);
    await bar(page).getByRole('button', {name: 'Close'}).click();
    assert.equal(await bar(page).count(), 0);
    await reloadReady(page);
    assert.equal(await bar(page).count(), 0, 'still dismissed after reload');
    const stored = await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'));
    assert.equal(stored, 'true');
    await page.context().close();
  });

  test('a new bar id shows the bar again', E2E, async () => {
    const context = await newContext(session.browser);
    // A reader dismissed an earlier announcement (stored id differs from the configured one).
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      }
    });
    const page = await open('/', await context.newPage());
    assert.equal(await bar(page).isVisible(), true, 'bar shows again for a new id');
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'false');
    await context.close();
  });
});

describe('colour mode', () => {
  const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
  const toggle = (page: Page) => page.locator('button[title*="Switch between dark and light mode"]');

  test('defaults to light, the toggle switches and persists across reloads', E2E, async () => {
    const page = await open('/');
    assert.equal(await theme(page), 'light');
    await toggle(page).click();
    assert.equal(await theme(page), 'dark');
    await reloadReady(page);
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await screenshot(page, 'colour-mode-dark');
    await page.context().close();
  });

  test('follows a change made in another tab', E2E, async () => {
    const context = await newContext(session.browser);
    const a = await open('/', await context.newPage());
    const b = await open('/getting-started/installation', await context.newPage());
    await toggle(a).click();
    await b.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, {timeout: 5000});
    await context.close();
  });

  test('falls back to the system preference when the stored choice is cleared', E2E, async () => {
    const context = await newContext(session.browser, {colorScheme: 'dark'});
    await context.addInitScript(() => localStorage.removeItem('theme'));
    const page = await open('/', await context.newPage());
    assert.equal(await theme(page), 'dark', 'system prefers dark and nothing is stored');
    await context.close();
  });
});

describe('navbar', () => {
  test('hides on scroll down past its height and returns on scroll up', E2E, async () => {
    const page = await open('/getting-started/concepts');
    const hidden = () => navbar(page).evaluate((n) => n.getBoundingClientRect().bottom <= 1);
    assert.equal(await hidden(), false);
    await page.mouse.move(640, 500);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 1, null, {timeout: 5000});
    await page.mouse.wheel(0, -150);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().top >= 0, null, {timeout: 5000});
    assert.equal(await hidden(), false, 'visible again after scrolling up');
    await page.context().close();
  });

  test('heading anchors are labelled "Direct link to {heading}"', E2E, async () => {
    const page = await open('/getting-started/concepts');
    const first = page.locator('.theme-doc-markdown h2').first();
    const text = (await first.innerText()).replace(/\u200b/g, '').trim();
    const label = await first.locator('a.hash-link').getAttribute('aria-label');
    assert.equal(label, `Direct link to ${text}`);
    await page.context().close();
  });

  test('external links open in a new tab', E2E, async () => {
    const page = await open('/');
    const links = page.locator('footer a[href^="http"]');
    assert.ok((await links.count()) > 0);
    for (const link of await links.all()) {
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
    }
    await page.context().close();
  });
});

describe('mobile panel (width up to 996 px)', () => {
  test('opens, locks page scroll, offers "← Back to main menu", closes on navigation and on resize', E2E, async () => {
    const context = await newContext(session.browser, {viewport: {width: 800, height: 900}});
    const page = await open('/getting-started/installation', await context.newPage());
    const toggleButton = page.getByRole('button', {name: 'Toggle navigation bar'});
    const isOpen = () => navbar(page).evaluate((n) => n.classList.contains('navbar-sidebar--show'));
    /** Waits until the panel is open (or closed); the assertions below then read the settled state. */
    const panel = (open: boolean) =>
      page.waitForFunction((o) => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show') === o, open, {timeout: 5000});

    await toggleButton.click();
    await panel(true);
    assert.equal(await isOpen(), true);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden', 'page scroll locked');
    const back = page.getByRole('button', {name: '← Back to main menu'});
    assert.equal(await back.isVisible(), true);
    await screenshot(page, 'mobile-panel');

    // Navigate from the panel: it closes.
    await page.locator('.navbar-sidebar .menu__link[href="/getting-started/quickstart"]').click();
    await page.waitForURL('**/getting-started/quickstart');
    await panel(false);
    assert.equal(await isOpen(), false, 'closed after navigation');

    // Open again, then widen to desktop: it closes.
    await toggleButton.click();
    await panel(true);
    assert.equal(await isOpen(), true);
    await page.setViewportSize({width: 1200, height: 900});
    await panel(false);
    assert.equal(await isOpen(), false, 'closed on resize to desktop');
    await context.close();
  });
});

describe('image zoom', () => {
  test('opens on click (once eligible), closes on click, Escape and scrolling over 40 px', E2E, async () => {
    const page = await open('/getting-started/concepts');
    const img = page.locator('.markdown > p img').first();
    assert.equal(await img.count(), 1, 'the page has a markdown image');
    // Images become zoomable 1 s after a route update: medium-zoom then marks them `.medium-zoom-image`.
    await page.locator('.markdown > p img.medium-zoom-image').first().waitFor({state: 'attached', timeout: 15_000});
    // medium-zoom fires `medium-zoom:opened` on the image when its opening animation has ended; count them.
    await img.evaluate((el) => {
      (window as unknown as {zoomOpened: number}).zoomOpened = 0;
      el.addEventListener('medium-zoom:opened', () => (window as unknown as {zoomOpened: number}).zoomOpened++);
    });
    let opened = 0;
    const isOpen = () => page.evaluate(() => document.body.classList.contains('medium-zoom--opened'));
    /** Opens the zoom and waits until its opening animation ended (medium-zoom ignores input while animating). */
    const openZoom = async () => {
      await img.click();
      opened++;
      await page.waitForFunction((n) => (window as unknown as {zoomOpened: number}).zoomOpened >= n, opened, {timeout: 5000});
      assert.equal(await isOpen(), true);
      assert.ok(await page.locator('.medium-zoom-image--opened').count(), 'the enlarged copy is shown');
    };
    /** Waits until the zoom closed and its closing animation ended (the overlay and the copy are removed). */
    const closed = async () => {
      await page.waitForFunction(
        () =>
          !document.body.classList.contains('medium-zoom--opened') &&
          !document.querySelector('.medium-zoom-image--opened, .medium-zoom-overlay, .medium-zoom-image--hidden'),
        null,
        {timeout: 5000},
      );
    };

    await openZoom();
    await screenshot(page, 'image-zoom-open');
    await page.locator('.medium-zoom-overlay').click({position: {x: 10, y: 10}});
    await closed();

    await openZoom();
    await page.keyboard.press('Escape');
    await closed();

    await openZoom();
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 120);
    await closed();
    await page.context().close();
  });
});

describe('routes', () => {
  test('an unknown path shows the not-found page with HTTP status 404', E2E, async () => {
    const res = await fetch(`${session.server.url}/this/page/does-not-exist`);
    assert.equal(res.status, 404);
    const page = await open('/this/page/does-not-exist');
    // The router renders the not-found route after the popstate: wait for it (auto-waiting), then assert.
    await page.locator('h1', {hasText: /Page Not Found/i}).first().waitFor({timeout: 15_000});
    assert.match(await page.locator('h1').first().innerText(), /Page Not Found/i);
    await page.context().close();
  });

  test('/getting-started/installation.html and /index.html show the installation page', E2E, async () => {
    for (const p of ['/getting-started/installation.html', '/getting-started/installation/index.html']) {
      const res = await fetch(session.server.url + p);
      assert.equal(res.status, 200, p);
      const page = await open(p);
      assert.equal((await page.locator('h1').first().innerText()).trim(), 'Installation', p);
      await page.context().close();
    }
  });

  test('the sitemap is weekly, priority 0.5, and leaves out /tags', E2E, () => {
    const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    assert.match(xml, /<changefreq>weekly<\/changefreq>/);
    assert.match(xml, /<priority>0\.5<\/priority>/);
    assert.doesNotMatch(xml, /<loc>https?:\/\/[^/<]+\/tags(\/|<)/, 'no /tags pages');
    assert.doesNotMatch(xml, /<changefreq>(?!weekly)/);
  });
});

describe('integration tags', () => {
  const TAGS = ['alerting', 'bi', 'community-supported', 'compute', 'dagster-supported', 'etl', 'metadata', 'monitoring', 'other', 'storage'];

  test('/tags lists the ten integration tags; each tag page lists its integrations', E2E, async () => {
    const page = await open('/tags');
    const listed = await page.locator('main a[href^="/tags/integrations/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual([...new Set(listed)].sort(), TAGS.map((t) => `/tags/integrations/${t}`));
    await gotoReady(page, `${session.server.url}/tags/integrations/alerting`);
    const titles = await page.locator('main article h2').allInnerTexts();
    assert.ok(titles.includes('Slack'), `Slack is tagged alerting: ${titles.join(', ')}`);
    assert.ok(!titles.includes('Snowflake'), 'Snowflake is not an alerting tool');
    await screenshot(page, 'tags-alerting');
    await page.context().close();
  });

  test('an integration page shows its tags, linking to the tag pages', E2E, async () => {
    const page = await open('/integrations/libraries/snowflake/');
    const tagLinks = await page.locator('article a[href^="/tags/integrations/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual(tagLinks.sort(), ['/tags/integrations/dagster-supported', '/tags/integrations/storage']);
    await page.locator('article a[href="/tags/integrations/storage"]').click();
    await page.waitForURL('**/tags/integrations/storage');
    // The URL changes before the client-side route renders: wait (auto-waiting) for the tag page's heading.
    await page.locator('h1', { hasText: /storage/ }).first().waitFor();
    await page.context().close();
  });
});

describe('sidebars per section', () => {
  // Each section loads only its own sidebar's metadata (website/src/plugins/docs-plugin.ts); a reader
  // moving between sections in one visit must still see the right sidebar each time.
  const sidebarLinks = (page: Page) => page.locator('nav.menu a.menu__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

  test('client-side navigation between sections shows each section\'s sidebar', E2E, async () => {
    const page = await open('/getting-started/installation');
    assert.ok((await sidebarLinks(page)).includes('/getting-started/quickstart'));
    for (const [label, path, expected] of [
      ['Integrations', '/integrations/libraries/', '/integrations/libraries/slack'],
      ['Dagster+', '/dagster-plus/', '/dagster-plus/getting-started'],
      ['API', '/api/', '/api/api-lifecycle'],
      ['Examples', '/examples/', null],
      ['Docs', '/', '/getting-started/quickstart'],
    ] as const) {
      const link = navbar(page).getByRole('link', {name: label, exact: true});
      await link.click();
      await page.waitForURL((u) => u.pathname === path);
      // The URL changes before the client-side route renders: wait (auto-waiting) until the navbar marks
      // this section active and, where the section has a sidebar, until its link is in the sidebar.
      await link.and(page.locator('a.navbar__link--active')).waitFor();
      if (expected) await page.locator(`nav.menu a.menu__link[href="${expected}"]`).first().waitFor({state: 'attached'});
      const links = await sidebarLinks(page);
      if (expected) assert.ok(links.includes(expected), `${label}: sidebar has ${expected}`);
      assert.ok(!links.includes('/integrations/libraries/slack') || path.startsWith('/integrations'), `${label}: no integrations sidebar outside /integrations`);
      assert.equal(await navbar(page).locator('a.navbar__link--active').innerText(), label, `${label} is the active navbar item`);
    }
    await page.context().close();
  });

  test('an unknown path inside a section shows the not-found page', E2E, async () => {
    const res = await fetch(`${session.server.url}/integrations/libraries/no-such-tool`);
    assert.equal(res.status, 404);
    const page = await open('/dagster-plus/features/alerts/');
    await page.evaluate(() => window.history.pushState({}, '', '/dagster-plus/no-such-page'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    // The router renders the not-found route after the popstate: wait for it (auto-waiting), then assert.
    await page.locator('h1', {hasText: /Page Not Found/i}).first().waitFor({timeout: 15_000});
    assert.match(await page.locator('h1').first().innerText(), /Page Not Found/i);
    await page.context().close();
  });
});

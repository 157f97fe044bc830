/**
 * The search box as a reader uses it (protocol: packages/search/docs/protocol.md):
 * the unmodified DocSearch modal and the /search page against our own server, started exactly as
 * `npm start` starts it. Real keys, real clicks, real localStorage.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import type {BrowserContext, Page, Request} from 'playwright-core';
import {afterPaint, buildDir, gotoReady, repoRoot, newContext, reloadReady, screenshot, startServer, trackRequests, useSiteSession, waitReady, type RequestTracker, E2E} from './lib/harness.ts';

const session = useSiteSession();

const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__dagster';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__dagster';

/** Search API requests in flight per page (`search` waits until the last keystroke's answer is shown). */
const trackers = new WeakMap<Page, RequestTracker>();
function searchRequests(p: Page): RequestTracker {
  let t = trackers.get(p);
  if (!t) trackers.set(p, (t = trackRequests(p, (url) => url.includes('/1/indexes/'))));
  return t;
}

/** A new page (in `context`, else a fresh one) at `path`, once React has hydrated it. */
async function page(path = '/getting-started/installation', context?: BrowserContext): Promise<Page> {
  const ctx = context ?? (await newContext(session.browser));
  const p = await ctx.newPage();
  searchRequests(p);
  await gotoReady(p, session.server.url + path);
  return p;
}

/** Runs `action` (a selection that navigates) and waits until localStorage[`key`] changed from its value before. */
async function storageChangedBy(p: Page, key: string, action: () => Promise<void>): Promise<void> {
  const before = await p.evaluate((k) => localStorage.getItem(k), key);
  await action();
  await p.waitForFunction(([k, b]) => localStorage.getItem(k as string) !== b, [key, before] as const, {timeout: 15_000});
  await waitReady(p);
}

const modal = (p: Page) => p.locator('.DocSearch-Modal');
const input = (p: Page) => p.locator('input.DocSearch-Input');
const button = (p: Page) => p.locator('button.DocSearch-Button');

async function openWithButton(p: Page): Promise<void> {
  await button(p).click();
  await modal(p).waitFor({state: 'visible'});
}

/**
 * Types a query key by key (the modal sends one request per keystroke), waits for hits, then until
 * every search request has been answered and the answer painted (the last keystroke's hits are shown).
 */
async function search(p: Page, query: string): Promise<void> {
  await input(p).fill('');
  await input(p).pressSequentially(query, {delay: 20});
  await p.locator('.DocSearch-Hit').first().waitFor({state: 'visible', timeout: 10_000});
  await searchRequests(p).idle();
}

/** A stored DocSearch hit (recent/favorite entries are hits without highlight or snippet data). */
function storedHit(i: number) {
  return {
    objectID: `seed-${i}`,
    url: `http://127.0.0.1/guides/build/assets/defining-assets#seed-${i}`,
    type: 'lvl2',
    content: null,
    hierarchy: {lvl0: 'Assets', lvl1: 'Defining assets', lvl2: `Seeded heading ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  };
}

describe('opening and closing the modal', () => {
  test('the button is labelled Search; the modal has the "Search docs" placeholder and a 64-character limit', E2E, async () => {
    const p = await page();
    assert.equal((await button(p).locator('.DocSearch-Button-Placeholder').innerText()).trim(), 'Search');
    assert.match((await button(p).getAttribute('aria-label')) ?? '', /^Search\b/);
    await openWithButton(p);
    assert.equal(await input(p).getAttribute('placeholder'), 'Search docs');
    assert.equal(await input(p).getAttribute('maxlength'), '64');
    await input(p).pressSequentially('x'.repeat(70));
    assert.equal((await input(p).inputValue()).length, 64);
    // The modal swaps the start screen out once its search answers: wait for that (auto-waiting), then assert.
    await p.getByText('No recent searches').waitFor({state: 'detached', timeout: 15_000}).catch(() => {});
    assert.equal(await p.getByText('No recent searches').count(), 0, 'a typed query replaces the start screen');
    await p.context().close();
  });

  test('Ctrl+K and Meta+K open it; Escape closes it and focus returns to the button', E2E, async () => {
    const p = await page();
    for (const combo of ['Control+k', 'Meta+k']) {
      await p.keyboard.press(combo);
      await modal(p).waitFor({state: 'visible'});
      await p.keyboard.press('Escape');
      await modal(p).waitFor({state: 'detached'});
      assert.equal(await p.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button')), true, `${combo}: focus back on the button`);
    }
    await p.context().close();
  });

  test('"/" opens it outside inputs, but types a slash inside an input', E2E, async () => {
    const p = await page();
    await p.keyboard.press('/');
    await modal(p).waitFor({state: 'visible'});
    await p.keyboard.press('Escape');
    await modal(p).waitFor({state: 'detached'});

    const sp = await page('/search');
    const field = sp.locator('input[name="q"]');
    await field.click();
    await sp.keyboard.type('a/b');
    assert.equal(await field.inputValue(), 'a/b');
    assert.equal(await modal(sp).count(), 0, 'no modal while typing in an input');
    await p.context().close();
    await sp.context().close();
  });

  test('a letter typed on the focused button opens it with that letter; Ctrl+F does not open it', E2E, async () => {
    const p = await page();
    // Open and close once, so the modal's code is loaded: a wrong open would then render at once.
    await openWithButton(p);
    await p.keyboard.press('Escape');
    await modal(p).waitFor({state: 'detached'});
    await button(p).focus();
    await p.keyboard.press('Control+f');
    await afterPaint(p); // the key's handlers ran and their result is on screen
    assert.equal(await modal(p).count(), 0, 'Ctrl+F is left to the browser');
    await p.keyboard.press('d');
    await modal(p).waitFor({state: 'visible'});
    assert.equal(await input(p).inputValue(), 'd');
    await p.context().close();
  });

  test('the initial query is the page selection, cut to 64 characters', E2E, async () => {
    const p = await page('/getting-started/concepts');
    const selected = await p.evaluate(() => {
      const el = document.querySelector('.theme-doc-markdown p')!;
      const range = document.createRange();
      range.selectNodeContents(el);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return window.getSelection()!.toString();
    });
    assert.ok(selected.length > 64, 'the selected paragraph is longer than 64 characters');
    await p.keyboard.press('Control+k');
    await modal(p).waitFor({state: 'visible'});
    assert.equal(await input(p).inputValue(), selected.slice(0, 64));
    await p.context().close();
  });
});

describe('results', () => {
  test('are grouped by section title (lvl0) with at most 5 per group, and snippets are 10 words', E2E, async () => {
    const p = await page();
    const bodies: string[] = [];
    p.on('request', (r) => r.url().includes('/1/indexes/') && bodies.push(r.postData() ?? ''));
    await openWithButton(p);
    await search(p, 'asset');
    const groups = await p.locator('.DocSearch-Hits').evaluateAll((sections) =>
      sections.map((s) => ({title: s.querySelector('.DocSearch-Hit-source')?.textContent ?? '', n: s.querySelectorAll('li.DocSearch-Hit').length})),
    );
    assert.ok(groups.length >= 2, `several groups: ${JSON.stringify(groups)}`);
    assert.equal(new Set(groups.map((g) => g.title)).size, groups.length, 'each lvl0 title heads one group');
    for (const g of groups) assert.ok(g.n >= 1 && g.n <= 5, `group ${g.title} has ${g.n} hits`);
    const body = JSON.parse(bodies.at(-1)!) as {requests: {attributesToSnippet: string[]; hitsPerPage: number}[]};
    assert.ok(body.requests[0].attributesToSnippet.includes('content:10'));
    assert.equal(body.requests[0].hitsPerPage, 20);
    await screenshot(p, 'search-results');
    await p.context().close();
  });

  test('snippets are 5 words on screens 768 px wide or narrower', E2E, async () => {
    const ctx = await newContext(session.browser, {viewport: {width: 700, height: 900}});
    const p = await page('/getting-started/installation', ctx);
    const bodies: string[] = [];
    p.on('request', (r) => r.url().includes('/1/indexes/') && bodies.push(r.postData() ?? ''));
    await p.keyboard.press('Control+k');
    await modal(p).waitFor({state: 'visible'});
    await search(p, 'materialize');
    const body = JSON.parse(bodies.at(-1)!) as {requests: {attributesToSnippet: string[]}[]};
    assert.ok(body.requests[0].attributesToSnippet.includes('content:5'));
    const contentTitles = await p.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allInnerTexts();
    for (const t of contentTitles) {
      const words = t.replace(/…/g, ' ').split(/\s+/).filter(Boolean);
      assert.ok(words.length <= 5, `snippet of ${words.length} words: ${t}`);
    }
    await ctx.close();
  });

  test('Enter opens the first hit; "See all {count} results" leads to /search?q=', E2E, async () => {
    const p = await page();
    await openWithButton(p);
    await search(p, 'defining assets');
    const firstHref = await p.locator('.DocSearch-Hit a').first().getAttribute('href');
    await p.keyboard.press('Enter');
    await p.waitForURL((u) => firstHref !== null && u.pathname + u.hash === firstHref.replace(/^https?:\/\/[^/]+/, ''));
    await openWithButton(p);
    await search(p, 'schedules');
    const seeAll = p.getByRole('link', {name: /^See all \d+ results$/});
    await seeAll.click();
    await p.waitForURL('**/search?q=schedules');
    // The URL changes before the search page replaces the previous one; wait for the page's own title
    // and its first result link (seen: reading right after the URL change found no result titles).
    await p.locator('h1', {hasText: 'schedules'}).waitFor({timeout: 10_000});
    await p.locator('article h2 a[href^="/"]').first().waitFor({timeout: 10_000});
    const titles = await p.locator('article h2').allInnerTexts();
    assert.ok(titles.length > 0, '/search shows results');
    await screenshot(p, 'search-page');
    await p.context().close();
  });

  test('Ctrl-click opens the hit in a new tab; Shift-click in a new window', E2E, async () => {
    const ctx = await newContext(session.browser);
    const p = await page('/getting-started/installation', ctx);
    for (const modifier of ['Control', 'Shift'] as const) {
      await openWithButton(p);
      await search(p, 'sensors');
      const [opened] = await Promise.all([ctx.waitForEvent('page'), p.locator('.DocSearch-Hit a').first().click({modifiers: [modifier]})]);
      await opened.waitForLoadState();
      assert.match(opened.url(), /^http:\/\/127\.0\.0\.1:\d+\//, `${modifier}-click opened ${opened.url()}`);
      await opened.close();
      if (await modal(p).count()) await p.keyboard.press('Escape');
    }
    await ctx.close();
  });

  test('no results: "No results for" the query, up to 3 suggestions, and the "Let us know." link', E2E, async () => {
    const p = await page();
    await openWithButton(p);
    await search(p, 'schedule'); // sees some section titles first: they become the suggestions
    await input(p).fill('');
    await input(p).pressSequentially('zzqxjv', {delay: 20});
    const noResults = p.locator('.DocSearch-NoResults');
    await noResults.waitFor();
    assert.match(await noResults.innerText(), /No results for\s*"?zzqxjv"?/);
    const suggestions = p.locator('.DocSearch-NoResults-Prefill-List li');
    assert.ok((await suggestions.count()) >= 1 && (await suggestions.count()) <= 3);
    assert.match(await noResults.innerText(), /Believe this query should return results\?/);
    assert.equal(await noResults.getByRole('link', {name: 'Let us know.'}).count(), 1);
    await screenshot(p, 'search-no-results');
    await p.context().close();
  });
});

describe('API symbols', () => {
  const cases: [string, string][] = [
    ['AssetExecutionContext', '/api/python-api/execution#dagster.AssetExecutionContext'],
    ['asset_execution_context', '/api/python-api/execution#dagster.AssetExecutionContext'],
    ['DailyPartitions', '/api/python-api/partitions#dagster.DailyPartitionsDefinition'],
  ];
  test('typing a symbol name, its snake_case form or a prefix puts its anchor first in the modal', E2E, async () => {
    const p = await page();
    await openWithButton(p);
    for (const [query, expected] of cases) {
      await search(p, query); // returns once the last keystroke's answer is displayed
      const href = await p.locator('.DocSearch-Hit a').first().getAttribute('href');
      assert.equal(href?.replace(/^https?:\/\/[^/]+/, ''), expected, `first hit for ${query}`);
    }
    await p.context().close();
  });
});

describe('recent and favorite searches', () => {
  test('start screen says "No recent searches"; a selected hit becomes a Recent; it can be promoted and removed', E2E, async () => {
    const p = await page();
    await openWithButton(p);
    await p.getByText('No recent searches').waitFor();
    await search(p, 'run launchers');
    await storageChangedBy(p, RECENT_KEY, () => p.keyboard.press('Enter'));
    await openWithButton(p);
    await p.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).waitFor();
    assert.equal(await p.locator('.DocSearch-Hit').count(), 1);
    // Promote to favorites: it leaves the recent list.
    await p.locator('button[title="Save this search"]').first().click();
    await p.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).waitFor();
    assert.equal(await p.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).count(), 0);
    const stored = await p.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]'), FAVORITE_KEY);
    assert.equal(stored.length, 1);
    assert.equal(stored[0]._highlightResult, undefined, 'stored without highlight data');
    assert.equal(stored[0]._snippetResult, undefined, 'stored without snippet data');
    // Remove it.
    await p.locator('button[title="Remove this search from favorites"]').first().click();
    await p.getByText('No recent searches').waitFor();
    await p.context().close();
  });

  test('keeps 7 recents, 4 when favorites exist, and 10 favorites', E2E, async () => {
    const ctx = await newContext(session.browser);
    await ctx.addInitScript(
      ([r, f, recents, favorites]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(r as string, JSON.stringify(recents));
        localStorage.setItem(f as string, JSON.stringify(favorites));
      },
      [RECENT_KEY, FAVORITE_KEY, [0, 1, 2, 3, 4, 5, 6].map(storedHit), []] as const,
    );
    const p = await page('/getting-started/installation', ctx);
    await openWithButton(p);
    await search(p, 'webserver');
    await storageChangedBy(p, RECENT_KEY, () => p.keyboard.press('Enter'));
    let recents = await p.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]'), RECENT_KEY);
    assert.equal(recents.length, 7, 'an eighth recent pushes the oldest out');

    // With a favorite, recents are capped at 4.
    await openWithButton(p);
    await p.locator('button[title="Save this search"]').first().click();
    await p.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).waitFor(); // saved once its transition ends
    await p.keyboard.press('Escape');
    await openWithButton(p);
    await search(p, 'glossary');
    await storageChangedBy(p, RECENT_KEY, () => p.keyboard.press('Enter'));
    recents = await p.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]'), RECENT_KEY);
    assert.equal(recents.length, 4);

    // Ten favorites at most.
    await p.evaluate(
      ([f, favorites]) => localStorage.setItem(f as string, JSON.stringify(favorites)),
      [FAVORITE_KEY, [10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map(storedHit)] as const,
    );
    await reloadReady(p);
    await openWithButton(p);
    await p.locator('button[title="Save this search"]').first().click();
    await p.waitForFunction((k) => JSON.parse(localStorage.getItem(k) ?? '[]').length === 10 && JSON.parse(localStorage.getItem(k) ?? '[]')[0].objectID.startsWith('seed-') === false, FAVORITE_KEY);
    const favorites = await p.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]'), FAVORITE_KEY);
    assert.equal(favorites.length, 10);
    await ctx.close();
  });

  test('storage unavailable: a warning is logged and search still works', E2E, async () => {
    const ctx = await newContext(session.browser);
    // A string, not a function: tsx would compile a named inner function with a helper the page lacks.
    await ctx.addInitScript(`
      Storage.prototype.setItem = function () { throw new DOMException('storage disabled by the test', 'SecurityError'); };
      Storage.prototype.getItem = function () { throw new DOMException('storage disabled by the test', 'SecurityError'); };
    `);
    const p = await ctx.newPage();
    const warnings: string[] = [];
    p.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    searchRequests(p);
    await gotoReady(p, session.server.url + '/getting-started/installation');
    await openWithButton(p);
    await search(p, 'installation');
    assert.ok(warnings.some((w) => /storage/i.test(w)), `warnings: ${warnings.join(' | ')}`);
    await ctx.close();
  });
});

describe('search status', () => {
  test('shows the stalled state when an answer takes longer than 300 ms', E2E, async () => {
    const p = await page();
    await p.route('**/1/indexes/**', async (route) => {
      // Models a slow server (not a wait in the test): 700 ms is over the modal's 300 ms stall
      // threshold and under its 1000 ms connect timeout.
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await openWithButton(p);
    await input(p).pressSequentially('dae');
    await p.locator(".DocSearch-Container--Stalled").waitFor({timeout: 690});
    await p.locator('.DocSearch-Hit').first().waitFor({timeout: 10_000});
    assert.equal(await p.locator('.DocSearch-Container--Stalled').count(), 0, 'stalled state clears when hits arrive');
    await p.context().close();
  });

  test('fails over between two search hosts, and shows the error screen only when both are down', E2E, async () => {
    const a = await startServer(['--api-only']);
    const b = await startServer(['--api-only']);
    // The site's Content-Security-Policy lets pages connect only to the hosts it is told about.
    const site = await startServer([], 30_000, {SEARCH_HOSTS: `${a.url},${b.url}`});
    const ctx = await newContext(session.browser);
    await ctx.addInitScript((hosts) => localStorage.setItem('docs.searchHosts', JSON.stringify(hosts)), [a.url, b.url]);
    const p = await ctx.newPage();
    await p.goto(site.url + '/getting-started/installation', {waitUntil: 'networkidle'});
    const seen: string[] = [];
    p.on('request', (r: Request) => r.url().includes('/1/indexes/') && seen.push(new URL(r.url()).origin));
    try {
      await openWithButton(p);
      await search(p, 'sensor');
      await a.stop();
      await search(p, 'schedules');
      assert.ok(seen.includes(b.url), 'the second host answered after the first stopped');
      await b.stop();
      await input(p).fill('');
      await input(p).pressSequentially('backfill');
      const err = p.locator('.DocSearch-ErrorScreen');
      await err.waitFor({timeout: 15_000});
      assert.match(await err.innerText(), /Unable to fetch results/);
      assert.match(await err.innerText(), /You might want to check your network connection\./);
      await screenshot(p, 'search-error');
    } finally {
      await ctx.close();
      await a.stop();
      await b.stop();
      await site.stop();
    }
  });
});

describe('insights', () => {
  test('view events reach our /1/events in batches of at most 20 objectIDs, from the bundled library', E2E, async () => {
    const p = await page();
    const pending: Promise<{url: string; body: string; status: number}>[] = [];
    const outside: string[] = [];
    p.on('requestfinished', (r) => {
      if (r.url().includes('/1/events')) pending.push(r.response().then((res) => ({url: r.url(), body: r.postData() ?? '', status: res?.status() ?? 0})));
    });
    // View events are sent after a 400 ms debounce: wait for the first one to be answered.
    const firstEvent = p.waitForEvent('requestfinished', {predicate: (r) => r.url().includes('/1/events'), timeout: 15_000});
    firstEvent.catch(() => {}); // awaited below; if an earlier step fails, its rejection is not an unhandled one
    p.on('request', (r) => !r.url().startsWith(session.server.url) && !r.url().startsWith('data:') && outside.push(r.url()));
    await openWithButton(p);
    await search(p, 'asset');
    await firstEvent;
    const events = await Promise.all(pending);
    assert.ok(events.length >= 1, 'a view event was sent');
    for (const e of events) {
      assert.ok(e.url.startsWith(session.server.url), 'sent to our own server');
      assert.equal(e.status, 200);
      const body = JSON.parse(e.body) as {events: {eventType: string; objectIDs: string[]}[]};
      for (const ev of body.events) assert.ok(ev.objectIDs.length <= 20, `${ev.objectIDs.length} objectIDs in one event`);
    }
    assert.ok(events.some((e) => e.body.includes('"view"')));
    assert.deepEqual(outside, [], 'nothing is fetched from an outside host (no CDN insights script)');
    await p.context().close();
  });
});

describe('search questions', () => {
  test('a page\'s frontmatter search_questions reach the head as docsearch:questions and its lvl1 record, and are not shown', E2E, async () => {
    const md = fs.readFileSync(path.join(repoRoot, 'website', 'docs', 'guides', 'automate', 'schedules', 'index.md'), 'utf8');
    const questions = (parseYaml(md.split('---')[1]) as {search_questions: string[]}).search_questions;
    assert.ok(questions.length > 0, 'the schedules overview lists search questions');
    const p = await page('/guides/automate/schedules/');
    assert.equal(await p.locator('meta[name="docsearch:questions"]').getAttribute('content'), questions.join(', '));
    const shown = await p.evaluate(() => document.body.innerText);
    assert.ok(!shown.includes(questions[0]), 'the questions are metadata, not page text');
    const records = JSON.parse(fs.readFileSync(path.join(buildDir, 'search', 'records.json'), 'utf8')) as {records: {type: string; url: string; questions?: string}[]};
    const lvl1 = records.records.find((r) => r.type === 'lvl1' && new URL(r.url).pathname === '/guides/automate/schedules/');
    assert.equal(lvl1?.questions, questions.join(', '));
    await p.context().close();
  });
});

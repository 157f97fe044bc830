/**
 * HTML safety (packages/search/docs/protocol.md, "HTML safety"): a page whose text holds `<img src=x onerror=...>` and `<script>` is
 * indexed by the real indexer and searched; nothing executes in the modal, in recent and favorite
 * searches (rendered from stored hits without snippets), or on the /search page.
 *
 * Method: copy the built site, add one Docusaurus-shaped page (made from a real built page) whose
 * prose holds the hostile strings as text, run `cli.ts index` on the copy, serve the copy.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Browser, Page} from 'playwright-core';
import {buildDir, gotoReady, launchBrowser, newContext, repoRoot, runGroup, screenshot, startServer, trackRequests, type RunningServer, E2E} from './lib/harness.ts';
import {SEARCH_CONFIG} from '../packages/search/src/config.ts';

const siteCopy = path.join(repoRoot, '.tmp-site-xss-build');
const HOSTILE_IMG = '<img src=x onerror="window.__xssFired=(window.__xssFired||0)+1">';
const HOSTILE_SCRIPT = '<script>window.__xssFired=(window.__xssFired||0)+1</script>';
const WORD = 'quarantinedpayload';

let server: RunningServer;
let browser: Browser;

before(async () => {
  fs.rmSync(siteCopy, {recursive: true, force: true});
  fs.cpSync(buildDir, siteCopy, {recursive: true});
  // A real built page as the template, so the fixture has the same shape as every other page.
  const $ = cheerio.load(fs.readFileSync(path.join(buildDir, 'getting-started', 'installation', 'index.html'), 'utf8'));
  $('title').text('Hostile text fixture | Docs');
  $('link[rel="canonical"]').attr('href', 'https://docs.dagster.io/xss-fixture');
  const md = $('.theme-doc-markdown');
  md.empty();
  md.append($('<header>').append($('<h1>').text(`Hostile ${WORD} heading ${HOSTILE_SCRIPT}`)));
  md.append($('<p>').text(`The ${WORD} paragraph shows ${HOSTILE_IMG} and ${HOSTILE_SCRIPT} as plain text.`));
  md.append($('<h2 id="hostile-section">').text(`Section ${WORD} ${HOSTILE_IMG}`));
  md.append($('<p>').text(`More ${WORD} text with ${HOSTILE_IMG} inside a list of words that is long enough to snippet.`));
  fs.mkdirSync(path.join(siteCopy, 'xss-fixture'), {recursive: true});
  fs.writeFileSync(path.join(siteCopy, 'xss-fixture', 'index.html'), $.html());

  const res = await runGroup(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'packages/search/src/cli.ts'), 'index', '--site', siteCopy], {
    cwd: repoRoot,
    timeoutMs: 240_000,
  });
  assert.equal(res.status, 0, `indexer failed: ${res.output}`);
  server = await startServer({args: ['--site', siteCopy], timeoutMs: 90_000});
  browser = await launchBrowser();
}, {timeout: 360_000});

after(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(siteCopy, {recursive: true, force: true});
});

async function fired(p: Page): Promise<number> {
  return p.evaluate(() => (window as unknown as {__xssFired?: number}).__xssFired ?? 0);
}

/** No element injected from the hostile strings: no img with src "x", no script from the payload. */
async function injected(p: Page): Promise<number> {
  return p.evaluate(
    () =>
      document.querySelectorAll('img[src="x"], .DocSearch-Modal script, main script:not([src])').length,
  );
}

describe('hostile page text stays text', () => {
  test('records store it escaped', E2E, async () => {
    const res = await fetch(`${server.url}/1/indexes/*/queries?x-algolia-application-id=${SEARCH_CONFIG.credentials.appId}&x-algolia-api-key=${SEARCH_CONFIG.credentials.apiKey}`, {
      method: 'POST',
      body: JSON.stringify({requests: [{indexName: SEARCH_CONFIG.credentials.indexName, query: WORD, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>'}]}),
    });
    const text = await res.text();
    assert.ok(text.includes(WORD));
    assert.ok(!text.includes('<img'), 'no raw <img in the answer');
    assert.ok(!text.includes('<script'), 'no raw <script in the answer');
  });

  test('nothing executes in the modal, in recents, in favorites, or on /search', E2E, async () => {
    const ctx = await newContext(browser);
    const p = await ctx.newPage();
    const searchRequests = trackRequests(p, (url) => url.includes('/1/indexes/'));
    await gotoReady(p, `${server.url}/getting-started/installation`);

    // Modal results (snippets and highlights).
    await p.locator('button.DocSearch-Button').click();
    await p.locator('input.DocSearch-Input').pressSequentially(WORD, {delay: 10});
    await p.locator('.DocSearch-Hit').first().waitFor();
    await searchRequests.idle(); // the last keystroke's answer is displayed
    assert.match(await p.locator('.DocSearch-Hits').first().innerText(), /<img src=x onerror=/, 'the hostile text is shown as text');
    assert.equal(await injected(p), 0, 'modal');
    assert.equal(await fired(p), 0, 'modal');
    await screenshot(p, 'xss-modal');

    // Recents: the selected hit is stored without snippets and rendered from the raw record.
    await p.keyboard.press('Enter');
    await p.waitForURL('**/xss-fixture**');
    await p.locator('button.DocSearch-Button').click();
    await p.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).waitFor();
    assert.equal(await injected(p), 0, 'recents');
    assert.equal(await fired(p), 0, 'recents');

    // Favorites.
    await p.locator('button[title="Save this search"]').first().click();
    await p.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}).waitFor();
    assert.equal(await injected(p), 0, 'favorites');
    assert.equal(await fired(p), 0, 'favorites');
    await p.keyboard.press('Escape');

    // The /search page renders highlights and snippets with innerHTML.
    await gotoReady(p, `${server.url}/search?q=${WORD}`);
    await p.locator('main article').first().waitFor({timeout: 10_000});
    assert.equal(await injected(p), 0, '/search');
    assert.equal(await fired(p), 0, '/search');
    await screenshot(p, 'xss-search-page');
    await ctx.close();
  });
});

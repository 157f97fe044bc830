/**
 * Code blocks highlight without Prism in the start-up bundle (website/src/plugins/deferred-prism.ts,
 * src/theme/CodeBlock/Content/String.tsx): what a reader sees is highlighted code from the first
 * paint, a working copy button once the page is interactive, highlighted code after a client-side
 * navigation, and no error in the console; what the page loads is a main bundle without Prism's
 * grammars, the highlighter arriving in its own chunk, and only once a code block nears the
 * viewport (when-code-is-near.ts).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {E2E, newContext, repoRoot, useSiteSession} from './lib/harness.ts';
import {waitForHydration} from './lib/page-kinds.ts';

const session = useSiteSession();
/** A page whose code blocks include bash and Python (an additional and a bundled Prism language). */
const CODE_PAGE = '/getting-started/installation';

describe('code blocks with a deferred highlighter', () => {
  test('the main bundle holds no Prism grammar', () => {
    const js = path.join(repoRoot, 'website/build/assets/js');
    const main = fs.readdirSync(js).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    assert.ok(main, 'a main bundle exists in the build');
    const text = fs.readFileSync(path.join(js, main), 'utf8');
    // Prism's core and its bash grammar carry these strings; the chunk that highlights carries them instead.
    assert.ok(!text.includes('BASH_ALIASES'), 'the bash grammar is not in the main bundle');
    assert.ok(!text.includes('insertBefore:function'), "Prism's core is not in the main bundle");
    assert.ok(fs.readdirSync(js).some((f) => f.endsWith('.js') && fs.readFileSync(path.join(js, f), 'utf8').includes('BASH_ALIASES')), 'some chunk carries the bash grammar');
  });

  test('highlighted on first paint, copyable once interactive, no console error', E2E, async () => {
    const context = await newContext(session.browser);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const res = await page.goto(session.server.url + CODE_PAGE);
      const html = (await res!.text());
      assert.match(html, /class="token [a-z-]+"/, 'the server HTML already holds Prism tokens');
      await waitForHydration(page);
      const block = page.locator('.theme-code-block').first();
      await block.locator('.token').first().waitFor();
      const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
      await copy.waitFor();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await block.hover();
      await copy.click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const shown = (await block.locator('code').innerText()).trim();
      assert.equal(copied.trim(), shown, 'the copy button copies the block as shown');
      assert.deepEqual(errors, [], 'no error in the console');
    } finally {
      await context.close();
    }
  });

  test('a client-side navigation to a page with code shows highlighted code', E2E, async () => {
    const context = await newContext(session.browser);
    try {
      const page = await context.newPage();
      // A page without code (so the highlighter is not loaded yet) that links to one with code.
      await page.goto(session.server.url + '/guides/build/');
      await waitForHydration(page);
      assert.equal(await page.locator('.theme-code-block').count(), 0, 'the start page shows no code');
      await page.evaluate(() => ((window as unknown as {__sameDocument?: boolean}).__sameDocument = true));
      await page.locator(`a[href="${CODE_PAGE}"]:visible`).first().click();
      await page.waitForURL((u) => u.pathname === CODE_PAGE);
      await page.locator('.theme-code-block .token').first().waitFor();
      assert.equal(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument), true, 'the app navigated without reloading the page');
    } finally {
      await context.close();
    }
  });

  test('code below the fold: no highlighter until it is scrolled towards, then highlighted and copyable', E2E, async () => {
    const context = await newContext(session.browser, {viewport: {width: 412, height: 823}});
    try {
      const page = await context.newPage();
      const chunks: string[] = [];
      page.on('request', (r) => r.url().includes('/assets/js/') && chunks.push(r.url()));
      // The home page's first code block sits more than a screen below the fold at this size.
      await page.goto(session.server.url + '/');
      await waitForHydration(page);
      const block = page.locator('.theme-code-block').first();
      const top = await block.evaluate((b) => b.getBoundingClientRect().top);
      assert.ok(top > 823 + 600, `the first code block starts below the load margin (top ${top.toFixed(0)} px)`);
      const js = path.join(repoRoot, 'website/build/assets/js');
      const prismChunk = fs.readdirSync(js).find((f) => f.endsWith('.js') && fs.readFileSync(path.join(js, f), 'utf8').includes('BASH_ALIASES'))!;
      // The watcher starts in the frame after hydration rendered the blocks; two frames later it has
      // looked at every block (a negative needs a moment on the page's own clock, not a sleep).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.ok(!chunks.some((u) => u.endsWith(prismChunk)), 'the highlighter chunk is not requested while no code block is near');
      assert.ok((await block.locator('.token-line').count()) > 0, 'the block shows the server-rendered code meanwhile');
      await block.scrollIntoViewIfNeeded();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).waitFor();
      assert.ok(chunks.some((u) => u.endsWith(prismChunk)), 'scrolling to the block loaded the highlighter');
    } finally {
      await context.close();
    }
  });
});

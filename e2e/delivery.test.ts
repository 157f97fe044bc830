/**
 * Hardened, compressed delivery in a real browser: pages load with their
 * Content-Security-Policy and nothing is refused by it (no `securitypolicyviolation` event, no
 * CSP console error) on the home page, a guide with a Mermaid diagram, the search modal and the
 * /search page; responses are compressed for the browser's Accept-Encoding.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import {E2E, buildDir, collectErrors, newContext, screenshot, useSiteSession} from './lib/harness.ts';

const session = useSiteSession();

/** A page that records CSP violations from the first script on, and console errors. */
async function openPage(path: string): Promise<{p: Page; violations: () => Promise<string[]>; errors: string[]; encodings: Map<string, string>}> {
  const ctx = await newContext(session.browser);
  await ctx.addInitScript(() => {
    const w = window as unknown as {__csp: string[]};
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const p = await ctx.newPage();
  const errors = collectErrors(p);
  const encodings = new Map<string, string>();
  p.on('response', async (r) => {
    const type = r.headers()['content-type'] ?? '';
    if (r.url().startsWith(session.server.url) && /html|javascript|css/.test(type)) encodings.set(r.url(), r.headers()['content-encoding'] ?? 'identity');
  });
  const res = await p.goto(session.server.url + path);
  assert.ok(res, path);
  const csp = res.headers()['content-security-policy'] ?? '';
  assert.match(csp, /default-src 'self'; script-src 'self' 'sha256-/, `${path}: policy with inline-script hashes`);
  assert.equal(res.headers()['x-frame-options'], 'DENY');
  assert.equal(res.headers()['x-content-type-options'], 'nosniff');
  // Interactive: the client has started (the theme's colour-mode script and the app bundle ran).
  await p.waitForFunction(() => (window as {docusaurus?: unknown}).docusaurus !== undefined && document.documentElement.dataset.theme !== undefined);
  return {p, errors, encodings, violations: () => p.evaluate(() => (window as unknown as {__csp: string[]}).__csp)};
}

function assertClean(path: string, v: string[], errors: string[]): void {
  assert.deepEqual(v, [], `${path}: CSP violations`);
  assert.deepEqual(errors.filter((e) => /Content Security Policy|Refused to/i.test(e)), [], `${path}: CSP console errors`);
}

test('home page: no CSP violation, compressed HTML/JS/CSS', E2E, async () => {
  const {p, violations, errors, encodings} = await openPage('/');
  await p.locator('main').first().waitFor();
  assertClean('/', await violations(), errors);
  assert.ok(encodings.size >= 3, 'HTML, JS and CSS were loaded');
  // Files with a variant on disk (all but the smallest) must arrive compressed: Chromium asks for
  // br over https and gzip over plain http such as this loopback server.
  const withVariant = [...encodings].filter(([u]) => {
    const rel = new URL(u).pathname.replace(/\/$/, '/index.html');
    return fs.existsSync(path.join(buildDir, rel.endsWith('.html') || rel.includes('.') ? rel : `${rel}/index.html`) + '.gz');
  });
  assert.ok(withVariant.length >= 3, `${withVariant.length} files with variants`);
  assert.deepEqual(withVariant.filter(([, e]) => e === 'identity').map(([u]) => u), [], 'files with a compressed variant arrive compressed');
  await p.context().close();
});

test('a guide with a Mermaid diagram renders it with no CSP violation', E2E, async () => {
  const path = '/etl-pipeline-tutorial/';
  const {p, violations, errors} = await openPage(path);
  const diagram = p.locator('.docusaurus-mermaid-container svg, svg[id^="mermaid"]').first();
  await diagram.waitFor({state: 'visible', timeout: 20_000});
  assertClean(path, await violations(), errors);
  await screenshot(p, 'csp-mermaid');
  await p.context().close();
});

test('the search modal and the /search page work with no CSP violation', E2E, async () => {
  const {p, violations, errors} = await openPage('/getting-started/installation');
  for (let attempt = 0; ; attempt++) {
    await p.locator('button.DocSearch-Button').click();
    try {
      await p.locator('.DocSearch-Modal').waitFor({state: 'visible', timeout: 2000});
      break;
    } catch (e) {
      if (attempt >= 4) throw e;
    }
  }
  await p.locator('input.DocSearch-Input').pressSequentially('asset', {delay: 20});
  await p.locator('.DocSearch-Hit').first().waitFor({state: 'visible', timeout: 10_000});
  assertClean('modal', await violations(), errors);
  await p.context().close();

  const sp = await openPage('/search?q=schedules');
  await sp.p.locator('article h2 a, .search-result-match').first().waitFor({state: 'visible', timeout: 15_000});
  assertClean('/search', await sp.violations(), sp.errors);
  await screenshot(sp.p, 'csp-search-page');
  await sp.p.context().close();
});

/**
 * Hardened delivery: the delivery build step (compressed variants, CSP hashes, unsafe link schemes
 * refused on built pages) and the static headers the server sends from its manifest, driven
 * in-process (`app.inject`, no ports) on a copy of the fixture site build.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildSearchServer } from '../server/app.ts';
import { CORPUS } from '../__fixtures__/corpus.ts';
import { buildDelivery, DeliveryBuildError } from './build.ts';
import { scriptHash, scanPage } from './inline-scripts.ts';
import { contentSecurityPolicy } from './csp.ts';
import { readDeliveryManifest } from './manifest.ts';

const FIXTURE = fileURLToPath(new URL('../__fixtures__/site/', import.meta.url));
const THEME_SCRIPT = 'document.documentElement.setAttribute("data-theme","light")';
let site: string;
let app: FastifyInstance;

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'delivery-'));
  cpSync(FIXTURE, site, { recursive: true });
  // A page with inline scripts as Docusaurus writes them, a JSON-LD data block, and a large asset.
  const body = `<p>${'Schedules run jobs at fixed times. '.repeat(200)}</p>`;
  writeFileSync(join(site, 'scripted.html'), `<!doctype html><html><head><title>S</title><script>${THEME_SCRIPT}</script><script type="application/ld+json">{"a":1}</script><script src="/assets/js/main.js"></script></head><body>${body}<script>${THEME_SCRIPT}</script><script type="module">console.log("m")</script></body></html>`);
  cpSync(join(site, 'index.html'), join(site, 'assets-copy.html'));
  writeFileSync(join(site, 'tiny.js'), 'x=1');
  await buildDelivery({ siteDir: site, connectSrc: ['http://127.0.0.1:4391/', 'not a url'] });
  app = await buildSearchServer({ siteDir: site, records: CORPUS, dataDir: null, log: () => {}, searchHosts: ['http://127.0.0.1:4392'] });
});
after(async () => {
  await app?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

test('build step: .br and .gz beside each compressible file over the minimum, and a manifest', async () => {
  const html = readFileSync(join(site, 'scripted.html'));
  assert.deepEqual(brotliDecompressSync(readFileSync(join(site, 'scripted.html.br'))), html);
  assert.deepEqual(gunzipSync(readFileSync(join(site, 'scripted.html.gz'))), html);
  assert.ok(!existsSync(join(site, 'tiny.js.br')), 'files under the minimum stay as they are');
  assert.ok(!existsSync(join(site, 'robots.txt.gz')) || readFileSync(join(site, 'robots.txt')).length >= 1024);
  const manifest = await readDeliveryManifest(site);
  assert.ok(manifest);
  assert.deepEqual(manifest.scriptHashes['scripted.html'], [scriptHash(THEME_SCRIPT), scriptHash('console.log("m")')], 'distinct inline JS only: no src scripts, no data blocks');
  assert.deepEqual(manifest.connectSrc, ['http://127.0.0.1:4391']);
  assert.ok(manifest.compressed.files > 0 && manifest.compressed.brBytes < manifest.compressed.rawBytes);
});

test('encoding negotiation: br, gzip or identity by Accept-Encoding, always with Vary', async () => {
  const raw = readFileSync(join(site, 'scripted.html'));
  const br = await get('/scripted', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.statusCode, 200);
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(String(br.headers['content-type']), /^text\/html/);
  assert.match(String(br.headers.vary), /accept-encoding/i);
  assert.deepEqual(brotliDecompressSync(br.rawPayload), raw);
  const gz = await get('/scripted', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.deepEqual(gunzipSync(gz.rawPayload), raw);
  const plain = await get('/scripted');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.match(String(plain.headers.vary), /accept-encoding/i);
  assert.deepEqual(plain.rawPayload, raw);
  const tiny = await get('/tiny.js', { 'accept-encoding': 'br' });
  assert.equal(tiny.headers['content-encoding'], undefined, 'no variant: the file as it is');
  assert.equal(tiny.body, 'x=1');
  // The 404 page is compressed too and keeps its status.
  const missing = await get('/no/such/page', { 'accept-encoding': 'br' });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.headers['content-encoding'], 'br');
  // The variants and the manifest are not files of their own.
  for (const url of ['/scripted.html.br', '/scripted.html.gz', '/.delivery-manifest.json']) assert.equal((await get(url)).statusCode, 404, url);
});

test('HTML carries the CSP with its own inline-script hashes, frame protection, nosniff and Referrer-Policy', async () => {
  const res = await get('/scripted');
  const csp = String(res.headers['content-security-policy']);
  assert.equal(csp, contentSecurityPolicy({ scriptHashes: [scriptHash(THEME_SCRIPT), scriptHash('console.log("m")')], connectSrc: ['http://127.0.0.1:4391', 'http://127.0.0.1:4392'] }));
  assert.match(csp, /^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+'; /);
  assert.doesNotMatch(csp, /unsafe-eval|script-src[^;]*unsafe-inline/);
  assert.match(csp, /connect-src 'self' http:\/\/127\.0\.0\.1:4391 http:\/\/127\.0\.0\.1:4392;/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(res.headers['x-frame-options'], 'DENY');
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  const home = await get('/');
  assert.match(String(home.headers['content-security-policy']), /^default-src 'self'; script-src 'self'[ ;]/);
  const missing = await get('/nope');
  assert.ok(missing.headers['content-security-policy'], '404 page too');
});

test('non-HTML static files: nosniff and Referrer-Policy, no CSP page headers; no CORS on static files, CORS on the API', async () => {
  const txt = await get('/robots.txt', { origin: 'https://evil.example' });
  assert.equal(txt.headers['x-content-type-options'], 'nosniff');
  assert.equal(txt.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(txt.headers['content-security-policy'], undefined);
  for (const url of ['/', '/robots.txt', '/scripted', '/nope']) {
    const res = await get(url, { origin: 'https://evil.example' });
    assert.equal(res.headers['access-control-allow-origin'], undefined, url);
    assert.doesNotMatch(String(res.headers.vary ?? ''), /origin/i, url);
  }
  const api = await app.inject({ method: 'GET', url: '/1/isalive', headers: { origin: 'https://evil.example' } });
  assert.equal(api.statusCode, 200);
  assert.equal(api.headers['access-control-allow-origin'], '*');
});

test('a build without a manifest still gets a CSP, with hashes computed when a page is first served', async () => {
  const bare = mkdtempSync(join(tmpdir(), 'delivery-bare-'));
  const notes: string[] = [];
  try {
    cpSync(join(site, 'scripted.html'), join(bare, 'index.html'));
    const s = await buildSearchServer({ siteDir: bare, records: CORPUS, dataDir: null, log: (m) => notes.push(m) });
    try {
      const res = await s.inject({ method: 'GET', url: '/' });
      assert.match(String(res.headers['content-security-policy']), new RegExp(`script-src 'self' ${scriptHash(THEME_SCRIPT).replace(/[+/]/g, '\\$&')}`));
      assert.ok(notes.some((n) => /no delivery manifest/.test(n)));
    } finally {
      await s.close();
    }
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
});

test('build step refuses a built page carrying a javascript:/data:/vbscript: link, naming file and element', async () => {
  const bad = mkdtempSync(join(tmpdir(), 'delivery-bad-'));
  try {
    writeFileSync(join(bad, 'index.html'), '<!doctype html><html><body><a href="/ok">ok</a><a href=" JaVaScRiPt:alert(1)">x</a></body></html>');
    writeFileSync(join(bad, 'other.html'), '<!doctype html><html><body><a href="java&#x09;script:alert(2)">y</a><form action="data:text/html,x"></form></body></html>');
    await assert.rejects(buildDelivery({ siteDir: bad }), (e: Error) => {
      assert.ok(e instanceof DeliveryBuildError);
      assert.match(e.message, /3 link target\(s\)/);
      assert.match(e.message, /index\.html: <a href=" JaVaScRiPt:alert\(1\)">/);
      assert.match(e.message, /other\.html: <a href="java\tscript:alert\(2\)">/);
      assert.match(e.message, /other\.html: <form action="data:text\/html,x">/);
      return true;
    });
    assert.ok(!existsSync(join(bad, '.delivery-manifest.json')), 'no manifest for a refused build');
  } finally {
    rmSync(bad, { recursive: true, force: true });
  }
});

test('scanPage: hashes are of the text the browser runs; inline handlers are reported', () => {
  const s = scanPage('<html><head><script>a&amp;b</script></head><body><button onclick="x()">b</button></body></html>');
  assert.deepEqual(s.scriptHashes, [scriptHash('a&amp;b')], 'script text is raw: no entity decoding');
  assert.deepEqual(s.inlineHandlers, ['<button onclick>']);
});

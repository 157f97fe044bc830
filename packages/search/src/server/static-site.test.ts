import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildSearchServer } from './app.ts';
import { CORPUS } from '../__fixtures__/corpus.ts';
import { resolveSitePath } from './static-site.ts';

const SITE = fileURLToPath(new URL('../__fixtures__/site/', import.meta.url));
const page = (rel: string) => readFileSync(SITE + rel, 'utf8');
let app: FastifyInstance;
let apiOnly: FastifyInstance;
after(async () => {
  await app?.close();
  await apiOnly?.close();
});
async function get(url: string, headers: Record<string, string> = {}) {
  app ??= await buildSearchServer({ siteDir: SITE, records: CORPUS, dataDir: null, log: () => {} });
  return app.inject({ method: 'GET', url, headers });
}

test('clean, trailing-slash, .html and /index.html paths serve the same page with 200', async () => {
  const expected = page('guides/automate/schedules/index.html');
  for (const url of ['/guides/automate/schedules', '/guides/automate/schedules/', '/guides/automate/schedules.html', '/guides/automate/schedules/index.html', '/guides/automate/schedules?x=1#y']) {
    const res = await get(url);
    assert.equal(res.statusCode, 200, url);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.equal(res.body, expected, url);
  }
});

test('home page and folder index pages', async () => {
  assert.equal((await get('/')).body, page('index.html'));
  assert.equal((await get('/index.html')).body, page('index.html'));
  assert.equal((await get('/guides/')).body, page('guides/index.html'));
  assert.equal((await get('/guides')).body, page('guides/index.html'));
});

test('unknown paths answer the 404 page with status 404', async () => {
  for (const url of ['/nope', '/guides/nope/', '/nope.html', '/404.html', '/guides/automate/schedules/extra', '/../package.json', '/%2e%2e/%2e%2e/package.json', '/.git/config']) {
    const res = await get(url);
    assert.equal(res.statusCode, 404, url);
    assert.equal(res.body, page('404.html'), url);
  }
});

test('non-HTML files keep their type; no redirects anywhere', async () => {
  const res = await get('/robots.txt');
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/plain/);
  for (const url of ['/guides', '/guides/automate/schedules.html', '/guides/index.html']) assert.ok((await get(url)).statusCode < 300, url);
});

test('API paths under /1/ never fall through to HTML', async () => {
  const res = await get('/1/unknown/thing');
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().status, 404);
});

test('HEAD works for pages', async () => {
  app ??= await buildSearchServer({ siteDir: SITE, records: CORPUS, dataDir: null, log: () => {} });
  const res = await app.inject({ method: 'HEAD', url: '/guides/automate/schedules' });
  assert.equal(res.statusCode, 200);
});

test('api-only mode serves no pages', async () => {
  apiOnly = await buildSearchServer({ siteDir: SITE, records: CORPUS, apiOnly: true, dataDir: null, log: () => {} });
  const res = await apiOnly.inject({ method: 'GET', url: '/guides/automate/schedules' });
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().status, 404);
  assert.equal((await apiOnly.inject({ method: 'GET', url: '/1/isalive' })).statusCode, 200);
});

test('the site is indexed at startup when no records file exists', async () => {
  const s = await buildSearchServer({ siteDir: SITE, dataDir: null, log: () => {} });
  try {
    assert.match(s.searchState.source, /^indexed:/);
    const res = await s.inject({ method: 'POST', url: '/1/indexes/*/queries?x-algolia-api-key=docs-search-public-key&x-algolia-application-id=DAGSTERDOCS', payload: JSON.stringify({ requests: [{ indexName: 'dagster', query: 'timezones' }] }), headers: { 'content-type': 'text/plain' } });
    assert.equal(res.json().results[0].hits[0].url, 'https://docs.dagster.io/guides/automate/schedules#timezones');
  } finally {
    await s.close();
  }
});

test('resolveSitePath maps paths to files', async () => {
  assert.equal(await resolveSitePath(SITE, '/'), 'index.html');
  assert.equal(await resolveSitePath(SITE, '/about'), 'about/index.html');
  assert.equal(await resolveSitePath(SITE, '/about.html'), 'about/index.html');
  assert.equal(await resolveSitePath(SITE, '/robots.txt'), 'robots.txt');
  assert.equal(await resolveSitePath(SITE, '/guides/automate'), null);
  assert.equal(await resolveSitePath(SITE, '/%E0%A4%A'), null);
});

/**
 * Page-weight benchmark (`npm run bench:delivery`): bytes a reader transfers for
 * five page kinds (home, guide, guide with a Mermaid diagram, API page, integration page),
 * counting the HTML and every JS and CSS file the page loads, sent brotli-compressed (`br`), gzip
 * and uncompressed (`identity`, the baseline), side by side with ratios. Budgets: bench/budgets.json
 * key `delivery` (br bytes per page kind); exits 1 on any FAIL.
 *
 * Method: the built site (website/build, after `npm run build`, which writes the compressed
 * variants) is served by `cli.ts serve` on 127.0.0.1 (ephemeral port); Chromium loads each page
 * once until the network is quiet (this is a bench, not a test) to learn which HTML, JS and CSS
 * it loads, including chunks loaded after hydration; then each of those URLs is requested once
 * per encoding with node:http and the body bytes on the wire are summed (headers excluded).
 * Only loopback traffic.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD = process.env.BENCH_SITE_DIR ?? join(ROOT, 'website', 'build');

/** The page kinds measured, with one route each. */
const PAGES: ReadonlyArray<{ kind: string; path: string }> = [
  { kind: 'home', path: '/' },
  { kind: 'guide', path: '/guides/build/assets/defining-assets' },
  { kind: 'guide with diagram', path: '/etl-pipeline-tutorial/' },
  { kind: 'API page', path: '/api/python-api/assets' },
  { kind: 'integration page', path: '/integrations/libraries/dbt/' },
];
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** bench/budgets.json `delivery` section: br KB per page kind (HTML + JS + CSS). */
const budgets = (JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as { delivery: { pageBrKB: number } }).delivery;

/** Body bytes of one GET with the given Accept-Encoding, and the encoding the server chose. */
function bodyBytes(url: string, encoding: Encoding): Promise<{ bytes: number; served: string }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, served: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

async function startSite(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'packages/search/src/cli.ts'), 'serve', '--site', BUILD, '--host', '127.0.0.1', '--port', '0', '--data-dir', join(ROOT, '.search-data', 'bench-delivery')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const on = (d: Buffer): void => {
      out += d;
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace(/\/$/, ''));
      }
    };
    child.stdout.on('data', on);
    child.stderr.on('data', on);
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

async function main(): Promise<void> {
  if (!existsSync(join(BUILD, 'index.html'))) throw new Error(`${BUILD}: no site build (run npm run build)`);
  const manifestPresent = existsSync(join(BUILD, '.delivery-manifest.json'));
  console.log(`machine: ${cpus()[0]?.model ?? 'unknown cpu'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`build: ${BUILD}${manifestPresent ? '' : ' (WITHOUT the delivery step: no precompressed files)'}`);
  console.log('method: Chromium (playwright-core, /usr/bin/chromium) loads each page until the network is quiet to list the HTML, JS and CSS it loads; each URL is then fetched once per Accept-Encoding (identity = baseline, gzip, br) with node:http from cli.ts serve on 127.0.0.1; figures are response body bytes (headers excluded)');
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'] });
  let failed = false;
  try {
    console.log('');
    console.log('| page kind | route | files (HTML/JS/CSS) | identity KB | gzip KB | br KB | br / identity | br budget KB | verdict |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { kind, path } of PAGES) {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await ctx.newPage();
      const urls = new Map<string, string>();
      page.on('response', (r) => {
        const type = r.request().resourceType();
        if (r.url().startsWith(site.url) && (type === 'document' || type === 'script' || type === 'stylesheet')) urls.set(r.url().split('#')[0], type);
      });
      const res = await page.goto(site.url + path, { waitUntil: 'networkidle' });
      if (!res || res.status() !== 200) throw new Error(`${path}: status ${res?.status()}`);
      await ctx.close();
      const counts = { document: 0, script: 0, stylesheet: 0 };
      for (const t of urls.values()) counts[t as keyof typeof counts]++;
      const sums: Record<Encoding, number> = { identity: 0, gzip: 0, br: 0 };
      const served: Record<Encoding, Set<string>> = { identity: new Set(), gzip: new Set(), br: new Set() };
      for (const url of urls.keys()) {
        for (const enc of ENCODINGS) {
          const r = await bodyBytes(url, enc);
          sums[enc] += r.bytes;
          served[enc].add(r.served);
        }
      }
      const kb = (n: number) => (n / 1024).toFixed(1);
      const ratio = sums.br / Math.max(1, sums.identity);
      const ok = sums.br / 1024 <= budgets.pageBrKB;
      failed ||= !ok;
      console.log(`| ${kind} | ${path} | ${counts.document}/${counts.script}/${counts.stylesheet} | ${kb(sums.identity)} | ${kb(sums.gzip)} | ${kb(sums.br)} | ${ratio.toFixed(3)} | ${budgets.pageBrKB} | ${ok ? 'ok' : 'FAIL'} |`);
      if (served.br.has('identity')) console.log(`  (some files of ${path} have no br variant: small files are sent as they are)`);
    }
  } finally {
    await browser.close();
    site.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(`error: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});

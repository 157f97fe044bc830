/**
 * `npm run bench:build`: cold production build time and peak memory of the site,
 * and the first-load JS and CSS bytes (gzip) of a doc page without a diagram and of one with a
 * diagram, measured in Chromium. Prints machine, method and figures with their budgets
 * (bench/budgets.json, key `build`); exits 1 when a budget is exceeded.
 *
 * Baseline for comparison: a stock Docusaurus 3.7 site with the Mermaid theme loads about
 * 386 KB gzip of JS on every doc page, because Mermaid lands in the doc page chunk.
 * Options: `--skip-build` measures page weight on the existing website/build only.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {gotoReady, launchBrowser, repoRoot, startServer} from '../test-support/index.ts';

interface BuildBudgets {
  /** Max gzip KB of JS loaded by a doc page without a diagram. */
  docPageJsGzipKB: number;
  /** Max cold build time, s. */
  coldBuildSeconds: number;
  /** Max peak RSS of the build process tree, MB. */
  peakRssMB: number;
}

const STOCK_BASELINE_JS_KB = 386;
const budgets = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'bench', 'budgets.json'), 'utf8')) as {build: BuildBudgets}).build;

/** Sum of RSS (KB) of `pid` and all its descendants, from `ps`. */
function treeRssKB(pid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const [p, pp, r] of rows) {
    rss.set(p, r);
    children.set(pp, [...(children.get(pp) ?? []), p]);
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Runs the cold build (caches and output removed), sampling tree RSS every 200 ms. */
async function coldBuild(): Promise<{seconds: number; peakMB: number}> {
  for (const d of ['website/build', 'website/.docusaurus', 'node_modules/.cache', 'website/node_modules/.cache']) {
    fs.rmSync(path.join(repoRoot, d), {recursive: true, force: true});
  }
  const start = process.hrtime.bigint();
  const child = spawn('npm', ['run', '-s', 'build'], {cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, treeRssKB(child.pid!));
    } catch {
      /* process gone between samples */
    }
  }, 200);
  const code: number = await new Promise((r) => child.on('exit', (c) => r(c ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed:\n${log.slice(-4000)}`);
  return {seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMB: peak / 1024};
}

/** First-load JS and CSS of a page in Chromium: every script/stylesheet response, gzip-compressed here. */
async function pageWeight(url: string, waitForDiagram: boolean): Promise<{jsKB: number; cssKB: number; files: number}> {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const bodies: Promise<{type: string; gz: number}>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(res.body().then((b) => ({type, gz: zlib.gzipSync(b, {level: 9}).length})).catch(() => ({type, gz: 0})));
    }
  });
  await gotoReady(page, url);
  if (waitForDiagram) await page.waitForSelector('.docusaurus-mermaid-container svg', {timeout: 20_000});
  // Weight, not readiness: the count must include chunks loaded after hydration, so wait until no
  // request has been in flight for 500 ms.
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies);
  await browser.close();
  const sum = (t: string) => all.filter((b) => b.type === t).reduce((s, b) => s + b.gz, 0) / 1024;
  return {jsKB: sum('script'), cssKB: sum('stylesheet'), files: all.length};
}

/** A built doc page whose source has (or lacks) a mermaid block. */
function findPages(): {plain: string; diagram: string} {
  const docs = path.join(repoRoot, 'website', 'docs');
  const candidates = ['getting-started/installation', 'getting-started/concepts', 'guides/deploy/oss-deployment-architecture'];
  let plain = '';
  let diagram = '';
  for (const id of candidates) {
    const file = ['.md', '.mdx'].map((e) => path.join(docs, id + e)).find((f) => fs.existsSync(f));
    if (!file) continue;
    const hasDiagram = /```mermaid/.test(fs.readFileSync(file, 'utf8'));
    if (hasDiagram && !diagram) diagram = `/${id}`;
    if (!hasDiagram && !plain) plain = `/${id}`;
  }
  if (!plain || !diagram) throw new Error('need one doc page with a mermaid diagram and one without');
  return {plain, diagram};
}

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--skip-build');
  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`);
  console.log('method: cold `npm run build` (API generation + Rspack production build + search index) with caches removed; peak RSS = sum over the process tree, sampled every 200 ms; page weight = every JS/CSS response of a page load in headless Chromium, gzip level 9.');
  const rows: [string, string, string, boolean][] = [];
  if (!skipBuild) {
    const b = await coldBuild();
    rows.push(['cold build time', `${b.seconds.toFixed(1)} s`, `<= ${budgets.coldBuildSeconds} s`, b.seconds <= budgets.coldBuildSeconds]);
    rows.push(['build peak RSS', `${b.peakMB.toFixed(0)} MB`, `<= ${budgets.peakRssMB} MB`, b.peakMB <= budgets.peakRssMB]);
  }
  const {plain, diagram} = findPages();
  const server = await startServer();
  try {
    const p = await pageWeight(server.url + plain, false);
    const d = await pageWeight(server.url + diagram, true);
    rows.push([`JS, doc page without diagram (${plain})`, `${p.jsKB.toFixed(1)} KB gzip`, `<= ${budgets.docPageJsGzipKB} KB`, p.jsKB <= budgets.docPageJsGzipKB]);
    rows.push([`CSS, doc page without diagram`, `${p.cssKB.toFixed(1)} KB gzip`, '-', true]);
    rows.push([`JS, doc page with diagram (${diagram})`, `${d.jsKB.toFixed(1)} KB gzip`, '-', true]);
    rows.push([`CSS, doc page with diagram`, `${d.cssKB.toFixed(1)} KB gzip`, '-', true]);
    rows.push([
      'JS without diagram vs stock Docusaurus + Mermaid baseline',
      `${(p.jsKB / STOCK_BASELINE_JS_KB).toFixed(2)}x of ${STOCK_BASELINE_JS_KB} KB`,
      '-',
      true,
    ]);
  } finally {
    await server.stop();
  }
  for (const [name, value, budget, ok] of rows) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(62)} ${value.padStart(22)}  ${budget}`);
  process.exit(rows.every((r) => r[3]) ? 0 : 1);
}

await main();

/**
 * `npm run bench:a11y`: axe-core (WCAG 2.1 A/AA rules) over EVERY page of the
 * built site, in light mode and in dark mode, and prints the violations by rule and impact, with
 * the machine and method. Budget (bench/budgets.json `a11y`): at most `maxSeriousOrCriticalNodes`
 * serious/critical nodes over the whole site (0). Exits 1 when over budget.
 *
 * Method: the page list is website/build/sitemap.xml (every listed page) plus a not-found probe
 * and `/search?q=asset`; one Chromium, `--concurrency` pages (default 3) in parallel, each page
 * opened fresh and analysed once it is hydrated (`<html data-hydrated="true">`).
 * Options: `--limit N` (first N pages only), `--sample N` (every Nth sitemap page plus the two probes; a
 * quick look on a busy machine), `--modes light,dark`, `--concurrency N`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {AxeBuilder} from '@axe-core/playwright';
import type {Browser} from 'playwright-core';
import {buildDir, launchBrowser, newContext, repoRoot, startServer} from '../e2e/lib/harness.ts';
import {waitForHydration} from '../e2e/lib/page-kinds.ts';

/** WCAG 2.1 level A and AA rule tags (axe-core tag names). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface A11yBudgets {
  /** Max serious + critical violation nodes over all pages and modes. */
  maxSeriousOrCriticalNodes: number;
}

/** One violation rule's totals: nodes by impact and the pages it was seen on. */
interface RuleTotal {
  impact: string;
  nodes: number;
  pages: Set<string>;
}

const {values: opts} = parseArgs({
  options: {
    limit: {type: 'string'},
    sample: {type: 'string'},
    modes: {type: 'string', default: 'light,dark'},
    concurrency: {type: 'string', default: '3'},
  },
});

/** Paths of the sitemap (`<loc>` URLs reduced to path + query). @throws Error when the build has no sitemap. */
function sitemapPaths(): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const u = new URL(m[1].replace(/&amp;/g, '&'));
    return u.pathname + u.search;
  });
}

async function analyse(browser: Browser, base: string, pagePath: string, mode: 'light' | 'dark') {
  const context = await newContext(browser, {colorScheme: mode});
  try {
    const page = await context.newPage();
    await page.goto(base + pagePath);
    await waitForHydration(page);
    const {violations} = await new AxeBuilder({page}).withTags(TAGS).analyze();
    return violations;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const budgets = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'bench', 'budgets.json'), 'utf8')) as {a11y: A11yBudgets}).a11y;
  let paths = [...sitemapPaths(), '/search?q=asset', '/this-page-does-not-exist'];
  if (opts.sample) paths = paths.filter((p, i) => i % Number(opts.sample) === 0 || p.startsWith('/search?') || p === '/this-page-does-not-exist');
  if (opts.limit) paths = paths.slice(0, Number(opts.limit));
  const modes = opts.modes!.split(',').filter((m): m is 'light' | 'dark' => m === 'light' || m === 'dark');
  const concurrency = Math.max(1, Number(opts.concurrency));

  console.log(`machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.platform()} ${os.release()}, node ${process.version}`);
  console.log(`method: axe-core ${(await import('axe-core')).default.version} via @axe-core/playwright, tags ${TAGS.join(',')}; ${paths.length} pages x ${modes.join('+')} mode; Debian Chromium headless, ${concurrency} pages in parallel, each analysed once hydrated`);

  const server = await startServer();
  const browser = await launchBrowser();
  const totals = new Map<string, RuleTotal>();
  const failed: string[] = [];
  const started = Date.now();
  let done = 0;
  try {
    const jobs = modes.flatMap((mode) => paths.map((p) => ({mode, p})));
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const {mode, p} = jobs[next++];
        try {
          for (const v of await analyse(browser, server.url, p, mode)) {
            const t = totals.get(v.id) ?? {impact: v.impact ?? 'unknown', nodes: 0, pages: new Set<string>()};
            t.nodes += v.nodes.length;
            t.pages.add(`${mode} ${p}`);
            totals.set(v.id, t);
          }
        } catch (err) {
          failed.push(`${mode} ${p}: ${(err as Error).message.split('\n')[0]}`);
        }
        if (++done % 20 === 0) process.stderr.write(`  ${done}/${jobs.length} pages analysed\n`);
      }
    };
    await Promise.all(Array.from({length: concurrency}, worker));
  } finally {
    await browser.close();
    await server.stop();
  }

  const seconds = (Date.now() - started) / 1000;
  console.log(`\n${done} page analyses in ${seconds.toFixed(0)} s\n`);
  console.log('rule'.padEnd(32) + 'impact'.padEnd(10) + 'nodes'.padStart(7) + 'pages'.padStart(8));
  const rows = [...totals.entries()].sort((a, b) => b[1].nodes - a[1].nodes);
  for (const [id, t] of rows) console.log(id.padEnd(32) + t.impact.padEnd(10) + String(t.nodes).padStart(7) + String(t.pages.size).padStart(8));
  if (!rows.length) console.log('(no violations)');
  for (const [id, t] of rows.slice(0, 10)) console.log(`  ${id}: e.g. ${[...t.pages].slice(0, 3).join(', ')}`);
  const serious = rows.filter(([, t]) => t.impact === 'serious' || t.impact === 'critical').reduce((n, [, t]) => n + t.nodes, 0);
  console.log(`\nserious+critical nodes: ${serious} (budget ${budgets.maxSeriousOrCriticalNodes})`);
  if (failed.length) console.log(`pages that could not be analysed (${failed.length}):\n  ${failed.slice(0, 20).join('\n  ')}`);
  if (serious > budgets.maxSeriousOrCriticalNodes || failed.length) process.exitCode = 1;
}

await main();

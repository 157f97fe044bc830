/**
 * `npm run bench:relevance`: runs the checked-in query set
 * (bench/relevance-queries.json: query, expected URL, kind, why) against the search server with the
 * exact request the DocSearch modal sends, and scores Success@1, Success@5 and MRR@10 on the order
 * the modal displays (after its lvl0/lvl1 regrouping, bench/lib/modal-order.ts), overall and by kind
 * (title, how-to, symbol, typo, prefix). Minimums live in bench/budgets.json (`relevance`).
 * Requires a built site (`npm run build`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {repoRoot, startServer} from '../e2e/lib/harness.ts';
import {displayedOrder, type DisplayHit} from './lib/modal-order.ts';
import {docsearchModalRequest, SEARCH_CONFIG} from '../packages/search/src/index.ts';

/** One judged query. `expect` is a site path, optionally with `#anchor`. */
export interface JudgedQuery {
  q: string;
  expect: string;
  kind: 'title' | 'how-to' | 'symbol' | 'typo' | 'prefix';
  why: string;
}

interface RelevanceBudgets {
  minSuccessAt1: number;
  minSuccessAt5: number;
  minMrrAt10: number;
}


/** True when a hit's URL is the expected page (and anchor, when the expectation names one). */
export function matches(hitUrl: string, expect: string): boolean {
  const u = new URL(hitUrl);
  const [p, hash] = expect.split('#');
  const norm = (s: string) => s.replace(/\/$/, '') || '/';
  if (norm(u.pathname) !== norm(p)) return false;
  return hash === undefined || decodeURIComponent(u.hash.slice(1)) === hash;
}

async function main(): Promise<void> {
  const queries = JSON.parse(fs.readFileSync(path.join(repoRoot, 'bench', 'relevance-queries.json'), 'utf8')) as JudgedQuery[];
  const budgets = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'bench', 'budgets.json'), 'utf8')) as {relevance: RelevanceBudgets}).relevance;
  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${os.cpus().length} cores, node ${process.version}`);
  console.log(`method: ${queries.length} judged queries sent as the DocSearch modal sends them (20 hits); rank = position of the first matching hit in the modal's displayed order (lvl0 groups of 5, lvl1 regrouping); Success@k = share with rank <= k; MRR@10 = mean of 1/rank (0 past 10).`);
  const server = await startServer();
  const ranks: {q: JudgedQuery; rank: number; top: string}[] = [];
  try {
    for (const q of queries) {
      const res = await fetch(`${server.url}/1/indexes/*/queries?x-algolia-application-id=${SEARCH_CONFIG.credentials.appId}&x-algolia-api-key=${SEARCH_CONFIG.credentials.apiKey}`, {
        method: 'POST',
        headers: {'content-type': 'text/plain'},
        body: JSON.stringify({requests: [docsearchModalRequest(q.q, {indexName: SEARCH_CONFIG.credentials.indexName})]}),
      });
      if (res.status !== 200) throw new Error(`query ${JSON.stringify(q.q)}: HTTP ${res.status} ${await res.text()}`);
      const body = (await res.json()) as {results: {hits: (DisplayHit & {url: string})[]}[]};
      const shown = displayedOrder(body.results[0].hits);
      const idx = shown.findIndex((h) => matches(h.url, q.expect));
      ranks.push({q, rank: idx < 0 ? Infinity : idx + 1, top: shown[0] ? new URL(shown[0].url).pathname + new URL(shown[0].url).hash : '(no hits)'});
    }
  } finally {
    await server.stop();
  }
  const score = (rs: typeof ranks) => ({
    n: rs.length,
    s1: rs.filter((r) => r.rank <= 1).length / rs.length,
    s5: rs.filter((r) => r.rank <= 5).length / rs.length,
    mrr: rs.reduce((s, r) => s + (r.rank <= 10 ? 1 / r.rank : 0), 0) / rs.length,
  });
  const fmt = (x: number) => x.toFixed(3);
  console.log(`${'kind'.padEnd(10)} ${'n'.padStart(4)} ${'S@1'.padStart(7)} ${'S@5'.padStart(7)} ${'MRR@10'.padStart(7)}`);
  for (const kind of ['title', 'how-to', 'symbol', 'typo', 'prefix'] as const) {
    const rs = ranks.filter((r) => r.q.kind === kind);
    if (!rs.length) continue;
    const s = score(rs);
    console.log(`${kind.padEnd(10)} ${String(s.n).padStart(4)} ${fmt(s.s1).padStart(7)} ${fmt(s.s5).padStart(7)} ${fmt(s.mrr).padStart(7)}`);
  }
  const all = score(ranks);
  console.log(`${'all'.padEnd(10)} ${String(all.n).padStart(4)} ${fmt(all.s1).padStart(7)} ${fmt(all.s5).padStart(7)} ${fmt(all.mrr).padStart(7)}`);
  const misses = ranks.filter((r) => r.rank > 1);
  if (misses.length) {
    console.log('\nNot first in the modal:');
    for (const m of misses) console.log(`  ${JSON.stringify(m.q.q).padEnd(36)} rank ${m.rank === Infinity ? '>20' : m.rank}  expected ${m.q.expect}  got ${m.top}`);
  }
  const checks: [string, number, number][] = [
    ['Success@1', all.s1, budgets.minSuccessAt1],
    ['Success@5', all.s5, budgets.minSuccessAt5],
    ['MRR@10', all.mrr, budgets.minMrrAt10],
  ];
  console.log('');
  for (const [name, v, min] of checks) console.log(`${v >= min ? 'PASS' : 'FAIL'}  ${name.padEnd(10)} ${fmt(v)}  (minimum ${min})`);
  process.exit(checks.every(([, v, min]) => v >= min) ? 0 : 1);
}

await main();

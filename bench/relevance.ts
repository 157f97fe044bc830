/**
 * `npm run bench:relevance`: scores our search and its peers side by side
 * on the judged query set (bench/relevance/queries.json), split into a tuning half and a held-out
 * half (bench/relevance/queries.ts `splitHalves`).
 *
 * Engines: ours (the modal's request, scored on the modal's displayed order), MiniSearch over the
 * same records, Pagefind over the same build (bench/lib/peers/*). Every engine is scored with the
 * same URL matching. Reported per engine and per half: Success@1, Success@5 and MRR@10, overall and
 * by kind, and the ratio of ours to the best peer per kind; then the budgets in bench/budgets.json
 * (`relevance`) as PASS/FAIL; then our misses on the tuning half and on the dev set (held-out misses
 * are never listed, so nobody tunes against them). The dev set (bench/relevance/dev-queries.json, when
 * present) is scored beside the halves but outside the split and the budgets: 120 queries, 81 of them
 * real users' questions from GitHub issues gathered after the tuning half had been tuned against, for
 * diagnosing misses on questions nobody tuned on. The exit code fails only on the held-out overall Success@1
 * budget. Requires a built site (`npm run build`).
 *
 * Options: `--engines ours,minisearch,pagefind` (default all).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildDir, repoRoot} from '../test-support/index.ts';
import {readRecordsFile} from '../packages/search/src/index.ts';
import {createMiniSearchPeer} from './lib/peers/minisearch.ts';
import {createPagefindPeer} from './lib/peers/pagefind.ts';
import type {SearchEngineUnderTest} from './lib/peers/peer.ts';
import {createOurEngine} from './relevance/ours.ts';
import {KINDS, PARTS, isUserQuestion, rankOf, readQueries, splitHalves, type Part, type QueryKind, type SplitQuery} from './relevance/queries.ts';

/** `relevance` block of bench/budgets.json (all Success@1 on the held-out half, as fractions). */
interface RelevanceBudgets {
  heldOutMinSuccessAt1: number;
  heldOutMinHowToSuccessAt1: number;
  heldOutMinConceptSuccessAt1: number;
  heldOutMinQuestionSuccessAt1: number;
  heldOutMinLeadOverBestPeerPerKind: number;
}

interface Scored {
  q: SplitQuery;
  rank: number;
  top: string;
}

interface Score {
  n: number;
  s1: number;
  s5: number;
  mrr: number;
}

function score(rs: Scored[]): Score {
  const n = rs.length;
  if (!n) return {n, s1: NaN, s5: NaN, mrr: NaN};
  return {
    n,
    s1: rs.filter((r) => r.rank <= 1).length / n,
    s5: rs.filter((r) => r.rank <= 5).length / n,
    mrr: rs.reduce((s, r) => s + (r.rank <= 10 ? 1 / r.rank : 0), 0) / n,
  };
}

const fmt = (x: number) => (Number.isNaN(x) ? '  -  ' : x.toFixed(2));
const short = (u: string) => {
  const url = new URL(u, 'http://relbench.invalid');
  return decodeURI(url.pathname) + url.hash;
};

async function runEngine(engine: SearchEngineUnderTest, queries: SplitQuery[]): Promise<{scored: Scored[]; ms: number}> {
  const started = performance.now();
  const scored: Scored[] = [];
  try {
    for (const q of queries) {
      const urls = await engine.search(q.q);
      scored.push({q, rank: rankOf(urls, q.expect), top: urls[0] ? short(urls[0]) : '(no hits)'});
    }
  } finally {
    await engine.close();
  }
  return {scored, ms: performance.now() - started};
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {engines: {type: 'string', default: 'ours,minisearch,pagefind'}}});
  const wanted = new Set(values.engines.split(',').map((s) => s.trim()));
  const budgets = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'bench', 'budgets.json'), 'utf8')) as {relevance: RelevanceBudgets}).relevance;
  const devFile = path.join(repoRoot, 'bench', 'relevance', 'dev-queries.json');
  const dev: SplitQuery[] = fs.existsSync(devFile) ? readQueries(devFile).map((q) => ({...q, half: 'dev'})) : [];
  const queries = [...splitHalves(readQueries(path.join(repoRoot, 'bench', 'relevance', 'queries.json'))), ...dev];
  const recordsFile = path.join(buildDir, 'search', 'records.json');
  if (!fs.existsSync(recordsFile)) throw new Error(`${recordsFile} is missing: build the site first (npm run build)`);

  console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}, load ${os.loadavg()[0].toFixed(2)}`);
  const byHalf = (h: Part) => queries.filter((q) => q.half === h);
  const parts = PARTS.filter((h) => byHalf(h).length > 0);
  console.log(
    `queries: ${queries.length} judged from the docs (${queries.filter(isUserQuestion).length} real users' questions from GitHub issues); ` +
      parts.map((h) => `${h} ${byHalf(h).length}`).join(', ') +
      ' (tuning/held-out split by SHA-256 of the issue URL or query text, balanced by kind, paraphrases of one issue kept together; dev = bench/relevance/dev-queries.json, a separate diagnosis set)',
  );
  console.log('method: a query succeeds at k when one of its acceptable targets (path, or path#anchor) is among the first k URLs the engine shows; Success@k = share of queries; MRR@10 = mean of 1/rank (0 past 10); 20 results per query.');

  const results = new Map<string, Scored[]>();
  const engines: [string, () => Promise<SearchEngineUnderTest>][] = [
    ['ours', createOurEngine],
    ['minisearch', () => createMiniSearchPeer(recordsFile, repoRoot)],
    ['pagefind', async () => createPagefindPeer(buildDir, [...new Set((await readRecordsFile(recordsFile)).map((r) => new URL(r.url_without_anchor).pathname))], repoRoot)],
  ];
  for (const [key, create] of engines) {
    if (!wanted.has(key)) continue;
    const engine = await create();
    console.log(`engine ${engine.name}: ${engine.method}`);
    const {scored, ms} = await runEngine(engine, queries);
    console.log(`  ${queries.length} queries in ${(ms / 1000).toFixed(1)} s`);
    results.set(engine.name, scored);
  }
  const names = [...results.keys()];
  const ours = names.find((n) => n === 'ours');
  const peers = names.filter((n) => n !== 'ours');

  const scoreOf = (name: string, half: Part, kind?: QueryKind) => score(results.get(name)!.filter((r) => r.q.half === half && (!kind || r.q.kind === kind)));
  const heldOut: Record<string, Score> = {};
  const leads: Record<string, number> = {};
  for (const half of parts) {
    console.log(`\n${half === 'dev' ? 'dev set' : `${half} half`}: S@1 / S@5 / MRR@10 per engine${ours && peers.length ? '; ours÷best = our S@1 over the best peer S@1' : ''}`);
    const cols = names.map((n) => n.padStart(20)).join('');
    console.log(`${'kind'.padEnd(10)}${'n'.padStart(4)}${cols}${ours && peers.length ? '  ours÷best  lead' : ''}`);
    for (const kind of [...KINDS, undefined]) {
      const label = kind ?? 'all';
      const per = names.map((n) => scoreOf(n, half, kind));
      if (!per[0]?.n) continue;
      let tail = '';
      if (ours && peers.length) {
        const o = scoreOf(ours, half, kind).s1;
        const best = Math.max(...peers.map((p) => scoreOf(p, half, kind).s1));
        tail = `  ${(best > 0 ? (o / best).toFixed(2) : '  inf').padStart(9)} ${((o - best) * 100 >= 0 ? '+' : '') + ((o - best) * 100).toFixed(0)}`;
        if (half === 'held-out' && kind) leads[label] = o - best;
      }
      console.log(`${label.padEnd(10)}${String(per[0].n).padStart(4)}${per.map((s) => `${fmt(s.s1)} ${fmt(s.s5)} ${fmt(s.mrr)}`.padStart(20)).join('')}${tail}`);
      if (half === 'held-out' && ours) heldOut[label] = scoreOf(ours, half, kind);
    }
  }

  let exitCode = 0;
  if (ours) {
    console.log('\nbudgets (bench/budgets.json relevance; our Success@1 on the held-out half):');
    const checks: [string, number, number, boolean][] = [
      ['held-out S@1 overall', heldOut.all.s1, budgets.heldOutMinSuccessAt1, true],
      ['held-out S@1 how-to', heldOut['how-to']?.s1 ?? NaN, budgets.heldOutMinHowToSuccessAt1, false],
      ['held-out S@1 concept', heldOut.concept?.s1 ?? NaN, budgets.heldOutMinConceptSuccessAt1, false],
      ['held-out S@1 question', heldOut.question?.s1 ?? NaN, budgets.heldOutMinQuestionSuccessAt1, false],
    ];
    for (const [label, lead] of Object.entries(leads)) checks.push([`lead over best peer, ${label}`, lead, budgets.heldOutMinLeadOverBestPeerPerKind, false]);
    for (const [name, v, min, gates] of checks) {
      const pass = v >= min - 1e-9; // shares of a few dozen queries: compare without float noise
      if (!pass && gates) exitCode = 1;
      console.log(`${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(34)} ${fmt(v).padStart(6)}  (minimum ${min})${gates ? '  [gates the exit code]' : ''}`);
    }
    for (const half of parts.filter((h) => h !== 'held-out')) {
      const misses = results.get(ours)!.filter((r) => r.q.half === half && r.rank > 1);
      console.log(`\nour misses on the ${half === 'dev' ? 'dev set' : `${half} half`} (${misses.length}; held-out misses are not listed):`);
      for (const m of misses) {
        console.log(`  [${m.q.kind}] ${JSON.stringify(m.q.q)}  rank ${m.rank === Infinity ? '>20' : m.rank}  expected ${m.q.expect.join(' | ')}  got ${m.top}`);
      }
    }
  }
  process.exit(exitCode);
}

await main();

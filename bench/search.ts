/**
 * Search benchmark (`npm run bench:search`): engine latency, HTTP latency/throughput, index build,
 * memory and response size, each checked against bench/budgets.json. Exits 1 on any FAIL.
 *
 * Corpus: website/build/search/records.json when present, else the records of website/build
 * indexed now, else a synthetic ~20,000-record corpus (said so in the output).
 * Query set: ~50 realistic Dagster queries expanded to every keystroke prefix (the DocSearch
 * modal sends one request per keystroke), sent with the modal's exact parameters.
 * HTTP: the server runs in this process on 127.0.0.1 (ephemeral port); autocannon runs in a child
 * process (so load generation does not steal the server's event loop), 50 connections, 5 s per
 * route. Only loopback traffic, bounded in time. Budgets: bench/budgets.json, key `search`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildSearchServer, docsearchModalRequest, indexSite, normaliseSearchRequest, readRecordsFile, SEARCH_CONFIG, SearchEngine, type DocSearchRecord } from '../packages/search/src/index.ts';
import { startServer } from '../test-support/index.ts';
import { syntheticCorpus } from './lib/synthetic-corpus.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The built site (override with BENCH_SITE_DIR, e.g. to force the synthetic corpus). */
const BUILD = process.env.BENCH_SITE_DIR ?? join(ROOT, 'website', 'build');
const RECORDS = join(BUILD, 'search', 'records.json');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 50;

/** bench/budgets.json `search` section (units in the key names). */
interface SearchBudgets {
  engineP50Ms: number;
  engineP99Ms: number;
  httpSearchP99Ms: number;
  siteIndexingSeconds: number;
  indexBuildSeconds: number;
  serverRssMB: number;
  modalResponse20HitsKB: number;
}
const budgets = (JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as { search: SearchBudgets }).search;

/** One printed figure: value in `unit`, checked against a max or a min budget. */
interface Figure {
  label: string;
  value: number | null;
  unit: string;
  max?: number;
  min?: number;
  note?: string;
}
const results: Figure[] = [];
const record = (f: Figure): void => void results.push(f);

const TARGETS = [
  'asset', 'assets', 'materialize', 'schedule', 'sensor', 'partitions', 'backfill', 'dbt', 'snowflake', 'duckdb',
  'io manager', 'resources', 'config', 'definitions', 'job', 'op', 'asset checks', 'freshness', 'automation condition',
  'declarative automation', 'dagster dev', 'dg', 'components', 'deployment', 'kubernetes', 'docker', 'branch deployments',
  'insights', 'alerts', 'AssetExecutionContext', 'asset_execution_context', 'MaterializeResult', 'define_asset_job',
  '--python-file', 'run launcher', 'code location', 'environment variables', 'secrets', 'testing assets', 'logging',
  'metadata', 'lineage', 'shedule', 'partiton', 'how to schedule a job', 'multi asset', 'pipes', 'airflow migration', 'xyzzy',
];
/** Every keystroke prefix of every target, in typing order, deduplicated. */
function keystrokeQueries(): string[] {
  const out = new Set<string>();
  for (const t of TARGETS) for (let i = 1; i <= t.length; i++) if (t[i - 1] !== ' ') out.add(t.slice(0, i));
  return [...out];
}

/** Typing sessions in the modal-traffic run, sessions. */
const SESSIONS = 120;

/**
 * The modal's real traffic: {@link SESSIONS} distinct visitors (own user agent and
 * `x-algolia-usertoken`), each typing one target query keystroke by keystroke, with the modal's
 * exact request including `clickAnalytics: true` (every answer needs its own queryID).
 */
function modalTraffic(): PrebuiltRequest[] {
  const out: PrebuiltRequest[] = [];
  for (let s = 0; s < SESSIONS; s++) {
    const target = TARGETS[s % TARGETS.length]; // every target typed by 2–3 sessions
    const headers = { 'user-agent': `Mozilla/5.0 (bench session ${s})`, 'x-algolia-usertoken': `anonymous-bench-${s}` };
    for (let i = 1; i <= target.length; i++) {
      if (target[i - 1] === ' ') continue;
      out.push({ body: JSON.stringify({ requests: [{ ...docsearchModalRequest(target.slice(0, i)), clickAnalytics: true }] }), headers });
    }
  }
  return out;
}

/** The modal's request for one query (shared with the tests and bench:relevance). */
const modalRequest = (query: string): Record<string, unknown> => docsearchModalRequest(query);

/** A full GC between phases, so start-up garbage (records JSON, normalisation) is not billed to timed sections. */
setFlagsFromString('--expose_gc');
const fullGc = runInNewContext('gc') as () => void;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

interface CannonResult {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
  requests: number;
}

/** One prebuilt request: a body and optional extra headers. */
interface PrebuiltRequest {
  body: string;
  headers?: Record<string, string>;
}

/** Run autocannon in a child process against one route. */
function cannon(url: string, method: 'GET' | 'POST', bodies: Array<string | PrebuiltRequest>, duration = DURATION_S): Promise<CannonResult> {
  const script = `
    import autocannon from 'autocannon';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const cfg = JSON.parse(input);
    const req = { method: cfg.method, path: cfg.path, headers: { 'content-type': 'text/plain', 'accept-encoding': 'gzip, deflate, br' } };
    // Prebuilt requests (autocannon serialises each once), so per-request cost on the load
    // generator's side is the same for both routes: no request building on the hot path.
    const requests = cfg.bodies.length ? cfg.bodies.map((b) => (typeof b === 'string' ? { ...req, body: b } : { ...req, body: b.body, headers: { ...req.headers, ...b.headers } })) : [req];
    const r = await autocannon({ url: cfg.origin, connections: cfg.connections, duration: cfg.duration, requests });
    process.stdout.write(JSON.stringify({ p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, non2xx: r.non2xx, errors: r.errors, requests: r.requests.total }));
  `;
  const u = new URL(url);
  const cfg = { origin: u.origin, path: u.pathname + u.search, method, bodies, connections: CONNECTIONS, duration };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify(cfg));
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as CannonResult) : reject(new Error(`autocannon exited ${code}`))));
  });
}

/** A production server process (`cli.ts serve --api-only`) on the bench's records, as `npm start` runs it. */
interface ProductionServer {
  origin: string;
  searchUrl: string;
  /** Resident set size of the server's processes now (cluster primary + workers), MB (from /proc, Linux). */
  rssMB(): number;
  /** Resident set size of the largest of the server's processes (one worker holding the index), MB. */
  maxProcessRssMB(): number;
  /** CPU time used so far by the server's processes, s (user + system, from /proc; live processes only). */
  cpuSeconds(): number;
  /** Worker processes (0 when the server runs without a cluster). */
  workers(): number;
  stop(): Promise<void>;
}

/** A process and its children (cluster workers), from /proc (Linux). */
function treePids(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(treePids)];
}

/** Resident set size of a process, KB (0 when gone). */
function rssKB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** utime + stime of a process, clock ticks (100 per second on Linux). */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

async function startProductionServer(recordsFile: string): Promise<ProductionServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  // test-support's startServer: own process group, OS-chosen port, killed on exit however the bench
  // ends. Production config: cluster workers = available cores (SEARCH_WORKERS unset).
  const server = await startServer({ args: ['--api-only', '--data-dir', dataDir, '--records', recordsFile], env: { SEARCH_WORKERS: '' } });
  const pid = server.process.pid!;
  return {
    origin: server.url,
    searchUrl: `${server.url}/1/indexes/*/queries?x-algolia-api-key=${SEARCH_CONFIG.credentials.apiKey}&x-algolia-application-id=${SEARCH_CONFIG.credentials.appId}`,
    rssMB: () => treePids(pid).reduce((n, p) => n + rssKB(p), 0) / 1024,
    maxProcessRssMB: () => Math.max(...treePids(pid).map(rssKB)) / 1024,
    cpuSeconds: () => treePids(pid).reduce((n, p) => n + cpuTicks(p), 0) / 100,
    workers: () => treePids(pid).length - 1,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends every body once with 8 concurrent clients (fills the server's response cache, as real traffic would). */
async function sendAll(url: string, bodies: string[]): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < bodies.length) {
      const r = await fetch(url, { method: 'POST', body: bodies[next++], headers: { 'content-type': 'text/plain', 'accept-encoding': 'gzip' } });
      await r.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * Sends every body once per worker (+1) on a new connection each (`connection: close`), one at a
 * time, shifting by one request between passes, so the cluster's round-robin hands each body to
 * every worker.
 */
async function warmWorkers(url: string, bodies: string[], workers: number): Promise<void> {
  if (workers < 2) return;
  const send = async (body?: string): Promise<void> => {
    const r = await fetch(body === undefined ? new URL('/1/isalive', url) : url, { method: body === undefined ? 'GET' : 'POST', body, headers: { 'content-type': 'text/plain', 'accept-encoding': 'gzip', connection: 'close' } });
    await r.arrayBuffer();
  };
  for (let pass = 0; pass <= workers; pass++) {
    await send();
    for (const body of bodies) await send(body);
  }
}

async function main(): Promise<void> {
  console.log('# search benchmark');
  console.log(`machine: ${cpus()[0]?.model ?? 'unknown cpu'}, ${cpus().length} cores, node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);

  // Corpus.
  let records: DocSearchRecord[];
  let corpus: string;
  const haveBuild = existsSync(BUILD);
  if (existsSync(RECORDS)) {
    records = await readRecordsFile(RECORDS);
    corpus = `website/build/search/records.json (${records.length} records)`;
  } else if (haveBuild) {
    records = (await indexSite({ buildDir: BUILD })).records;
    corpus = `website/build indexed now (${records.length} records; no records.json yet)`;
  } else {
    records = syntheticCorpus(20_000);
    corpus = `SYNTHETIC corpus of ${records.length} records (no website/build found)`;
  }
  console.log(`corpus: ${corpus}`);
  // The production-server RSS probe reads a records file: the build's, or a temporary copy.
  const tmpRecords = join(mkdtempSync(join(tmpdir(), 'bench-records-')), 'records.json');
  const recordsFile = existsSync(RECORDS) ? RECORDS : tmpRecords;
  if (recordsFile === tmpRecords) writeFileSync(tmpRecords, JSON.stringify({ records }));
  const queries = keystrokeQueries();
  console.log(`method: ${TARGETS.length} target queries expanded to ${queries.length} keystroke queries with the modal's parameters; engine timed in-process without the response cache (1 warm-up pass, a full GC, then 5 measured passes); HTTP via autocannon in a child process, ${CONNECTIONS} connections, ${DURATION_S} s per route, each connection cycling through the query set as prebuilt requests, accept-encoding gzip, against a separate cli.ts serve --api-only process in production config (cluster workers = available cores, response cache on, warmed by sending the query set twice, then an untimed 2 s load run per route before the measured run); modal traffic: ${SESSIONS} sessions (own user agent and x-algolia-usertoken) typing target queries keystroke by keystroke with clickAnalytics: true, CPU time of the server processes from /proc; a run with the cache off (every request searched, one in-process server, CPU from process.cpuUsage) gives uncached requests per CPU-second`);

  // Index build.
  const t0 = performance.now();
  const engine = new SearchEngine(records);
  record({ label: 'index build (records → engine)', value: (performance.now() - t0) / 1000, unit: 's', max: budgets.indexBuildSeconds, note: `${engine.size} records, ${engine.index.dict.size} terms` });
  records = [];

  // Engine latency.
  const reqs = queries.map((q) => normaliseSearchRequest(modalRequest(q)));
  for (const r of reqs) engine.search(r);
  fullGc();
  const samples: number[] = [];
  for (let pass = 0; pass < 5; pass++) {
    for (const r of reqs) {
      const s = performance.now();
      engine.search(r);
      samples.push(performance.now() - s);
    }
  }
  samples.sort((a, b) => a - b);
  record({ label: 'engine p50 per query', value: percentile(samples, 0.5), unit: 'ms', max: budgets.engineP50Ms, note: `${samples.length} samples` });
  record({ label: 'engine p99 per query', value: percentile(samples, 0.99), unit: 'ms', max: budgets.engineP99Ms, note: `max ${samples[samples.length - 1].toFixed(2)} ms` });

  // HTTP.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const app = await buildSearchServer({ engine, dataDir, log: () => {} });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const creds = `x-algolia-api-key=${SEARCH_CONFIG.credentials.apiKey}&x-algolia-application-id=${SEARCH_CONFIG.credentials.appId}`;
    const searchUrl = `${address}/1/indexes/*/queries?x-algolia-agent=bench&${creds}`;
    const bodies = queries.map((q) => JSON.stringify({ requests: [modalRequest(q)] }));

    // Response size of 20-hit modal requests: the largest over the query set (as sent on the wire:
    // gzip level 1, what the server uses) and the median.
    const sizes: Array<{ q: string; raw: number; wire: number }> = [];
    for (const q of queries) {
      const res = await app.inject({ method: 'POST', url: searchUrl.slice(address.length), payload: JSON.stringify({ requests: [modalRequest(q)] }), headers: { 'content-type': 'text/plain', 'accept-encoding': 'gzip' } });
      const body = gunzipSync(res.rawPayload).toString('utf8');
      if (JSON.parse(body).results[0].hits.length === 20) sizes.push({ q, raw: Buffer.byteLength(body), wire: res.rawPayload.length });
    }
    sizes.sort((a, b) => a.wire - b.wire);
    const largest = sizes[sizes.length - 1];
    const median = sizes[sizes.length >> 1];
    record({ label: '20-hit modal response on the wire (gzip), largest', value: largest.wire / 1024, unit: 'KB', max: budgets.modalResponse20HitsKB, note: `${sizes.length} queries with 20 hits; largest "${largest.q}" ${(largest.raw / 1024).toFixed(1)} KB uncompressed; median ${(median.wire / 1024).toFixed(1)} KB (${(median.raw / 1024).toFixed(1)} KB uncompressed)` });
    // HTTP figures come from a separate production server process (`cli.ts serve --api-only`), as
    // `npm start` runs it, so the bench's own heap and GC stay out of the server's latencies.
    const prod = await startProductionServer(recordsFile);
    let served: { rss: number; rssIdle: number; total: number; requests: number };
    let search: CannonResult;
    let modal: CannonResult;
    let modalCpuS: number;
    let trivial: CannonResult;
    const traffic = modalTraffic();
    try {
      const rssIdle = prod.maxProcessRssMB();
      // Warm-up (untimed): the query set twice (misses, then hits), as a running server has served
      // popular keystroke queries before; then an untimed 2 s load run per route, so JIT compilation
      // and socket set-up are not in the measured percentiles. The cache-off run below shows the cold path.
      await sendAll(prod.searchUrl, [...bodies, ...bodies]);
      // Each cluster worker has its own response cache: send the set again on fresh connections
      // (which the cluster hands to workers in turn), so every worker has seen every query, as the
      // workers of a long-running server have.
      await warmWorkers(prod.searchUrl, bodies, prod.workers());
      served = { rss: prod.maxProcessRssMB(), total: prod.rssMB(), rssIdle, requests: bodies.length * 2 };
      await cannon(prod.searchUrl, 'POST', bodies, 2);
      await cannon(`${prod.origin}/1/isalive`, 'GET', [], 2);
      search = await cannon(prod.searchUrl, 'POST', bodies);
      // The modal's real traffic: distinct sessions typing with clickAnalytics on (a fresh queryID per answer).
      await cannon(prod.searchUrl, 'POST', traffic, 2);
      const cpu0 = prod.cpuSeconds();
      modal = await cannon(prod.searchUrl, 'POST', traffic);
      modalCpuS = prod.cpuSeconds() - cpu0;
      trivial = await cannon(`${prod.origin}/1/isalive`, 'GET', []);
      console.log(`server: cli.ts serve --api-only with ${prod.workers()} cluster worker(s) (default: available cores)`);
    } finally {
      await prod.stop();
    }
    console.log(`http search (cache on):  p50 ${search.p50} ms, p99 ${search.p99} ms, ${search.rps.toFixed(0)} req/s (${search.requests} requests, ${search.non2xx} non-2xx, ${search.errors} errors)`);
    console.log(`http trivial:            p50 ${trivial.p50} ms, p99 ${trivial.p99} ms, ${trivial.rps.toFixed(0)} req/s (${trivial.requests} requests, ${trivial.non2xx} non-2xx, ${trivial.errors} errors)`);
    console.log(`http modal traffic:      p50 ${modal.p50} ms, p99 ${modal.p99} ms, ${modal.rps.toFixed(0)} req/s (${modal.requests} requests, ${modal.non2xx} non-2xx, ${modal.errors} errors; ${SESSIONS} sessions typing ${traffic.length} keystroke requests with clickAnalytics: true; ${(modal.requests / modalCpuS).toFixed(0)} requests per server CPU-second)`);
    record({ label: 'HTTP search p99 (50 connections)', value: search.non2xx + search.errors > 0 ? Infinity : search.p99, unit: 'ms', max: budgets.httpSearchP99Ms, note: `p50 ${search.p50} ms, ${search.rps.toFixed(0)} req/s; keystroke queries without clickAnalytics` });
    record({ label: 'HTTP modal traffic p99 (50 connections)', value: modal.non2xx + modal.errors > 0 ? Infinity : modal.p99, unit: 'ms', max: budgets.httpSearchP99Ms, note: `p50 ${modal.p50} ms, ${modal.rps.toFixed(0)} req/s; ${SESSIONS} sessions, clickAnalytics: true` });
    record({ label: 'server RSS after load (largest server process)', value: served.rss, unit: 'MB', max: budgets.serverRssMB, note: `one \`cli.ts serve --api-only\` worker (each holds the index) after ${served.requests} requests (${served.rssIdle.toFixed(0)} MB idle); all processes together ${served.total.toFixed(0)} MB` });
    await app.close();

    // Information only: the same load with the response cache disabled (every request searched),
    // served in this process (one thread), with the CPU time it used: uncached requests per CPU-second.
    const uncached = await buildSearchServer({ engine, dataDir, responseCache: false, log: () => {} });
    try {
      const addr2 = await uncached.listen({ host: '127.0.0.1', port: 0 });
      const cpu0 = process.cpuUsage();
      const u = await cannon(`${addr2}/1/indexes/*/queries?x-algolia-agent=bench&${creds}`, 'POST', traffic);
      const cpu = process.cpuUsage(cpu0);
      const cpuS = (cpu.user + cpu.system) / 1e6;
      console.log(`http search (cache off, info): p50 ${u.p50} ms, p99 ${u.p99} ms, ${u.rps.toFixed(0)} req/s (${u.requests} requests, ${u.non2xx} non-2xx, ${u.errors} errors), one process`);
      record({ label: 'uncached modal requests per CPU-second (info)', value: u.requests / cpuS, unit: 'req/CPU-s', note: `every request searched; ${u.requests} requests in ${cpuS.toFixed(1)} CPU-s of the server process; modal traffic with clickAnalytics` });
    } finally {
      await uncached.close();
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dirname(tmpRecords), { recursive: true, force: true });
  }

  // Whole-site indexing (last, so its worker threads do not weigh on the RSS figure).
  if (haveBuild) {
    const r = await indexSite({ buildDir: BUILD });
    record({ label: 'whole-site indexing', value: r.ms / 1000, unit: 's', max: budgets.siteIndexingSeconds, note: `${r.pages} pages, ${r.files} HTML files → ${r.records.length} records` });
  } else record({ label: 'whole-site indexing', value: null, unit: 's', max: budgets.siteIndexingSeconds, note: 'no website/build: not measured' });

  // Verdicts.
  let failed = 0;
  console.log('\n| figure | value | budget | verdict | note |\n|---|---|---|---|---|');
  for (const f of results) {
    let verdict = 'SKIP';
    if (f.value !== null) {
      const ok = (f.max === undefined || f.value <= f.max) && (f.min === undefined || f.value >= f.min);
      verdict = f.max === undefined && f.min === undefined ? 'info' : ok ? 'PASS' : 'FAIL';
      if (!ok) failed++;
    }
    const value = f.value === null ? 'n/a' : `${f.value < 10 ? f.value.toFixed(2) : f.value.toFixed(0)} ${f.unit}`.trim();
    const budget = f.max !== undefined ? `<= ${f.max} ${f.unit}` : f.min !== undefined ? `>= ${f.min} ${f.unit}` : 'info';
    console.log(`| ${f.label} | ${value} | ${budget.trim()} | ${verdict} | ${f.note ?? ''} |`);
  }
  console.log(failed ? `\n${failed} budget(s) FAILED` : '\nall budgets PASS');
  process.exitCode = failed ? 1 : 0;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});

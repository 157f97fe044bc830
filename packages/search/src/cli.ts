#!/usr/bin/env -S npx tsx
/**
 * `docs-search` command line (run with tsx):
 *
 * - `index --site <buildDir> [--url <siteUrl>] [--out <file>] [--include-code] [--max-words N]`
 *   writes the records JSON (default `<buildDir>/search/records.json`) and prints counts and time.
 * - `serve --site <buildDir> [--port N] [--host H] [--api-only] [--app-id ID] [--api-key KEY]
  .option('--allow-empty-index', 'start even when the records file holds no records (refused by default)', false)
  .option('--workers <n>', 'worker processes (default: SEARCH_WORKERS env, else available cores; 1 = no cluster)', intArg('--workers', 1, 256))
  .action(async (o: { site?: string; port?: number; host: string; apiOnly: boolean; appId: string; apiKey: string; indexName: string; dataDir: string; records?: string; url: string; prefix: string; allowEmptyIndex: boolean; workers?: number }) => {
 * - `report [--data-dir DIR] [--top N] [--json]`: top queries and top zero-result queries.
 *
 * Exit codes: 0 success, 1 failure (message on stderr naming the file/problem), 2 usage error.
 */
import cluster from 'node:cluster';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Command, InvalidArgumentError } from 'commander';
import { AnalyticsLog } from './analytics/log-writer.ts';
import { SEARCH_CONFIG } from './config.ts';
import { buildSearchServer, DEFAULT_DATA_DIR, RECORDS_FILE_IN_SITE } from './server/app.ts';
import { formatReport, reportFromDataDir } from './analytics/report.ts';
import { writeRecordsFile } from './records/records-file.ts';

function intArg(name: string, min: number, max: number) {
  return (v: string): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max) throw new InvalidArgumentError(`${name} must be an integer ${min}-${max}`);
    return n;
  };
}

/** Worker count: `--workers`, else `SEARCH_WORKERS`, else the available cores. */
function workerCount(flag: number | undefined): number {
  if (flag !== undefined) return flag;
  const env = Number(process.env.SEARCH_WORKERS);
  return Number.isInteger(env) && env >= 1 ? env : availableParallelism();
}

/** Create the data folder with a `.gitignore` of `*` (logs never get committed). Failures are left to the log writer, which reports them. */
function ensureDataDir(dir: string): void {
  try {
    if (!existsSync(dir)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, '.gitignore'), '*\n');
    }
  } catch {
    // AnalyticsLog reports write failures itself.
  }
}

/**
 * One full GC after loading: the records JSON text, the parsed input and the build's temporary
 * arrays are garbage by now, and collecting them at once returns ~60 MB of peak memory to the OS
 * for a 20k-record index (RSS budget 200 MB). A process-wide V8 flag, so only the CLI sets it.
 */
function compactHeap(): void {
  try {
    const g = (globalThis as { gc?: () => void }).gc;
    if (g) return g();
    setFlagsFromString('--expose_gc');
    (runInNewContext('gc') as () => void)();
  } catch {
    // not available: memory is reclaimed by normal GC later
  }
}

/** Message a worker sends the primary with a batch of log lines. */
interface LogMessage {
  searchLog: { file: string; text: string };
}

/** A worker that dies within this long of starting counts as a crash loop (restarts are then delayed), ms. */
const CRASH_LOOP_MS = 5000;

/**
 * The cluster primary: forks `workers` workers, restarts any that dies (after a delay when it died
 * right after starting), writes the workers' log batches, and stops them on SIGINT/SIGTERM.
 */
function runPrimary(workers: number, dataDir: string): void {
  const log = new AnalyticsLog(dataDir);
  let stopping = false;
  const started = new Map<number, number>();
  const fork = (): void => {
    const w = cluster.fork();
    started.set(w.id, Date.now());
    w.on('message', (m: Partial<LogMessage>) => {
      if (m && typeof m === 'object' && m.searchLog && typeof m.searchLog.file === 'string' && typeof m.searchLog.text === 'string') log.appendLines(m.searchLog.file, m.searchLog.text);
    });
  };
  // A worker that fails before any worker listened (bad records file, port in use) would fail again:
  // the whole server exits 1 (its message is already on stderr) instead of restarting it forever.
  let listened = false;
  cluster.on('listening', () => {
    listened = true;
  });
  cluster.on('exit', (w, code, signal) => {
    if (stopping) return;
    if (!listened && code !== 0 && signal === null) {
      stopping = true;
      console.error(`[search] worker ${w.process.pid} failed at start-up (exit ${code}); stopping`);
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      void log.close().finally(() => process.exit(1));
      return;
    }
    const lived = Date.now() - (started.get(w.id) ?? 0);
    started.delete(w.id);
    console.error(`[search] worker ${w.process.pid} exited (${signal ?? code}); starting a new one`);
    setTimeout(() => !stopping && fork(), lived < CRASH_LOOP_MS ? 1000 : 0).unref();
  });
  for (let i = 0; i < workers; i++) fork();
  const stop = (): void => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    const done = (): void => void log.close().finally(() => process.exit(0));
    let alive = Object.keys(cluster.workers ?? {}).length;
    if (alive === 0) return done();
    cluster.on('exit', () => --alive === 0 && done());
    setTimeout(done, 5000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function defaultPort(): number {
  const p = Number(process.env.PORT);
  return Number.isInteger(p) && p > 0 && p < 65536 ? p : SEARCH_CONFIG.server.port;
}

const program = new Command();
program.name('docs-search').description('DocSearch indexer, search engine and Algolia-compatible server for the Dagster docs').showHelpAfterError();

program
  .command('index')
  .description('index a Docusaurus build folder into DocSearch records')
  .requiredOption('--site <buildDir>', 'Docusaurus build folder (e.g. website/build)')
  .option('--url <siteUrl>', 'absolute site URL for record urls', SEARCH_CONFIG.files.siteUrl)
  .option('--out <file>', 'records file (default <buildDir>/search/records.json)')
  .option('--include-code', 'index code blocks as content', false)
  .option('--max-words <n>', 'words per content record', intArg('--max-words', 10, 1000), SEARCH_CONFIG.indexer.maxContentWords)
  .action(async (o: { site: string; url: string; out?: string; includeCode: boolean; maxWords: number }) => {
    const out = o.out ?? join(o.site, RECORDS_FILE_IN_SITE);
    const { displayPath, indexSite } = await import('./indexer/index.ts');
    const r = await indexSite({ buildDir: o.site, siteUrl: o.url, includeCode: o.includeCode, maxContentWords: o.maxWords });
    await writeRecordsFile(out, o.url, r);
    const byType: Record<string, number> = {};
    for (const rec of r.records) byType[rec.type] = (byType[rec.type] ?? 0) + 1;
    console.log(`indexed ${r.pages} pages (${r.files} HTML files, ${r.skipped.length} skipped) → ${r.records.length} records in ${Math.round(r.ms)} ms`);
    console.log(`records by type: ${Object.entries(byType).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    const reasons: Record<string, number> = {};
    for (const s of r.skipped) reasons[s.reason] = (reasons[s.reason] ?? 0) + 1;
    if (r.skipped.length) console.log(`skipped: ${Object.entries(reasons).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`wrote ${displayPath(resolve(out))}`);
  });

program
  .command('serve')
  .description('serve the site and the search API on one port')
  .option('--site <buildDir>', 'Docusaurus build folder to serve and search')
  .option('--port <n>', 'port (default: PORT env, else 3000)', intArg('--port', 0, 65535))
  .option('--host <host>', 'interface to bind (default: HOST env, else localhost = 127.0.0.1 and ::1)', process.env.HOST || 'localhost')
  .option('--api-only', 'serve only the search API (second search host)', false)
  .option('--app-id <id>', 'application id clients must send', SEARCH_CONFIG.credentials.appId)
  .option('--api-key <key>', 'search-only API key clients must send', SEARCH_CONFIG.credentials.apiKey)
  .option('--index-name <name>', 'index name', SEARCH_CONFIG.credentials.indexName)
  .option('--data-dir <dir>', 'folder for queries.jsonl / events.jsonl', DEFAULT_DATA_DIR)
  .option('--records <file>', 'records file (default <site>/search/records.json)')
  .option('--url <siteUrl>', 'site URL used if the site must be indexed at startup', SEARCH_CONFIG.files.siteUrl)
  .option('--prefix <path>', 'API path prefix', '')
  .option('--allow-empty-index', 'start even when the records file holds no records (refused by default)', false)
  .option('--workers <n>', 'worker processes (default: SEARCH_WORKERS env, else available cores; 1 = no cluster)', intArg('--workers', 1, 256))
  .action(async (o: { site?: string; port?: number; host: string; apiOnly: boolean; appId: string; apiKey: string; indexName: string; dataDir: string; records?: string; url: string; prefix: string; allowEmptyIndex: boolean; workers?: number }) => {
    if (!o.site && !o.records) throw new InvalidArgumentError('serve needs --site or --records');
    const workers = workerCount(o.workers);
    if (cluster.isPrimary) ensureDataDir(o.dataDir);
    if (cluster.isPrimary && workers > 1) return runPrimary(workers, o.dataDir);
    // A worker sends its log batches to the primary (the one writer); a single process writes itself.
    const analytics = cluster.isWorker ? new AnalyticsLog(null, { sink: (file, text) => void process.send?.({ searchLog: { file, text } } satisfies LogMessage) }) : undefined;
    const app = await buildSearchServer({
      analytics,
      siteDir: o.site,
      recordsFile: o.records,
      siteUrl: o.url,
      apiOnly: o.apiOnly,
      appId: o.appId,
      apiKey: o.apiKey,
      indexName: o.indexName,
      dataDir: o.dataDir,
      prefix: o.prefix,
      allowEmptyIndex: o.allowEmptyIndex,
      searchHosts: (process.env.SEARCH_HOSTS ?? '').split(',').filter((h) => h.trim()),
    });
    compactHeap();
    const port = o.port ?? defaultPort();
    const address = await app.listen({ port, host: o.host });
    app.server.keepAliveTimeout = 72_000; // longer than typical proxy idle timeouts (fastify's default, stated here)
    console.log(`${o.apiOnly ? 'search API' : 'site + search API'} listening on ${address}${o.prefix}`);
    const stop = (): void => {
      app.close().then(
        // A worker's last log batch travels to the primary over IPC: give it a moment.
        () => setTimeout(() => process.exit(0), cluster.isWorker ? 100 : 0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

program
  .command('report')
  .description('top queries and top zero-result queries from the query log')
  .option('--data-dir <dir>', 'folder holding queries.jsonl', DEFAULT_DATA_DIR)
  .option('--top <n>', 'entries per list', intArg('--top', 1, 10000), 20)
  .option('--json', 'print JSON', false)
  .action(async (o: { dataDir: string; top: number; json: boolean }) => {
    const r = await reportFromDataDir(o.dataDir, o.top);
    console.log(o.json ? JSON.stringify(r, null, 2) : formatReport(r));
  });

program.parseAsync(process.argv).catch((e: unknown) => {
  if (e instanceof InvalidArgumentError) {
    console.error(`error: ${e.message}`);
    process.exit(2);
  }
  console.error(`error: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});

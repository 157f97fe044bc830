#!/usr/bin/env -S npx tsx
/**
 * `docs-search` command line (run with tsx):
 *
 * - `index --site <buildDir> [--url <siteUrl>] [--out <file>] [--include-code] [--max-words N]`
 *   writes the records JSON (default `<buildDir>/search/records.json`) and prints counts and time.
 * - `serve --site <buildDir> [--port N] [--host H] [--api-only] [--app-id ID] [--api-key KEY]
 *   [--index-name NAME] [--data-dir DIR] [--records FILE] [--url URL] [--prefix P] [--allow-empty-index]`
 *   serves the site and the search API on one port (default `PORT` env, else 3000); an empty or junk
 *   records file is refused with exit code 1 and a message naming the file.
 * - `report [--data-dir DIR] [--top N] [--json]`: top queries and top zero-result queries.
 *
 * Exit codes: 0 success, 1 failure (message on stderr naming the file/problem), 2 usage error.
 */
import { join, resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
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
  .action(async (o: { site?: string; port?: number; host: string; apiOnly: boolean; appId: string; apiKey: string; indexName: string; dataDir: string; records?: string; url: string; prefix: string; allowEmptyIndex: boolean }) => {
    if (!o.site && !o.records) throw new InvalidArgumentError('serve needs --site or --records');
    const app = await buildSearchServer({
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
    const port = o.port ?? defaultPort();
    const address = await app.listen({ port, host: o.host });
    console.log(`${o.apiOnly ? 'search API' : 'site + search API'} listening on ${address}${o.prefix}`);
    const stop = (): void => {
      app.close().then(
        () => process.exit(0),
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

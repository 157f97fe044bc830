/**
 * The indexer: a Docusaurus build folder (`build/**\/*.html`) → DocSearch v3 records
 * (docs/protocol.md#indexer, #records, #docusaurus-dom).
 *
 * Lists the build's HTML files and indexes each with `indexPage` (page.ts), in-process or over
 * worker threads (workers/), keeping file order.
 */
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { SEARCH_CONFIG } from '../config.ts';
import type { DocSearchRecord } from '../records/types.ts';
import { IndexerError } from '../records/errors.ts';
import { indexPage, type IndexPageOptions } from './page.ts';
import { indexInWorkers, type WorkerFileResult } from './workers/parallel.ts';

export { DEFAULT_SITE_URL, indexPage, NOISE_SELECTOR, parseHtml, repairTableBodies, type HtmlParser, type IndexPageOptions, type PageResult } from './page.ts';
export { IndexerError } from '../records/errors.ts';

/** Options of {@link indexSite}. */
export interface IndexSiteOptions extends IndexPageOptions {
  /** The Docusaurus build folder. */
  buildDir: string;
  /**
   * Worker threads (1 = in-process). Default: in-process on machines with fewer than 4 cores
   * (each worker re-compiles the TypeScript sources through tsx, ~1 s, which a 2-core machine
   * never wins back: measured 2.2 s in-process vs 4.9 s with 2 workers on 326 pages), else
   * cores − 1, at most 4. Workers are only used for more than {@link MIN_FILES_FOR_WORKERS} files
   * and fall back to in-process on failure.
   */
  workers?: number;
}

/** Below this many files, indexing stays in-process (thread start-up would dominate). */
export const MIN_FILES_FOR_WORKERS = SEARCH_CONFIG.indexer.minFilesForWorkers;

/** Result of a site run. */
export interface IndexSiteResult {
  records: DocSearchRecord[];
  /** HTML files read. */
  files: number;
  /** Pages that produced records. */
  pages: number;
  /** Skipped pages with reasons. */
  skipped: Array<{ file: string; reason: string }>;
  /** Wall time, ms. */
  ms: number;
}

/**
 * List `*.html` files under a folder, sorted, as POSIX paths relative to it.
 * @throws IndexerError when the folder cannot be read.
 */
export async function listHtmlFiles(buildDir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = (await readdir(buildDir, { recursive: true })) as string[];
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new IndexerError(buildDir, code === 'ENOENT' ? 'build folder does not exist (run `docusaurus build` first)' : `cannot read build folder (${code ?? String(e)})`);
  }
  return entries
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(sep).join('/'))
    .filter((f) => !f.startsWith('assets/'))
    .sort();
}

/**
 * Index a whole build folder.
 * @returns records of every indexed page (in file order) and counts.
 * @throws IndexerError naming the file on unreadable files or unusable pages; a missing folder names the folder.
 */
export async function indexSite(options: IndexSiteOptions): Promise<IndexSiteResult> {
  const t0 = performance.now();
  const files = await listHtmlFiles(options.buildDir);
  const { buildDir, workers: _w, ...pageOptions } = options;
  const cores = availableParallelism();
  const workers = Math.max(1, Math.min(options.workers ?? (cores >= 4 ? Math.min(cores - 1, 4) : 1), 16));
  let results: WorkerFileResult[] | null = null;
  if (workers > 1 && files.length > MIN_FILES_FOR_WORKERS) {
    try {
      results = await indexInWorkers(buildDir, files, pageOptions, workers);
    } catch {
      results = null; // fall back to in-process indexing
    }
  }
  results ??= await indexSequential(buildDir, files, pageOptions);
  const records: DocSearchRecord[] = [];
  const skipped: IndexSiteResult['skipped'] = [];
  let pages = 0;
  for (const r of results) {
    if ('error' in r) throw new IndexerError(r.file, r.error);
    if ('skipped' in r) skipped.push({ file: r.file, reason: r.skipped });
    else {
      pages++;
      for (const rec of r.records) records.push(rec);
    }
  }
  return { records, files: files.length, pages, skipped, ms: performance.now() - t0 };
}

/** In-process indexing; reads a few files ahead so disk I/O overlaps parsing. */
async function indexSequential(buildDir: string, files: readonly string[], options: IndexPageOptions): Promise<WorkerFileResult[]> {
  const READ_AHEAD = 8;
  const read = (rel: string): Promise<string | Error> =>
    readFile(join(buildDir, rel), 'utf8').catch((e: NodeJS.ErrnoException) => new Error(`cannot read (${e.code ?? String(e)})`));
  const pending: Array<Promise<string | Error>> = files.slice(0, READ_AHEAD).map(read);
  const out: WorkerFileResult[] = [];
  for (let i = 0; i < files.length; i++) {
    const html = await pending[i];
    if (i + READ_AHEAD < files.length) pending.push(read(files[i + READ_AHEAD]));
    const rel = files[i];
    if (html instanceof Error) throw new IndexerError(join(buildDir, rel), html.message);
    const r = indexPage(html, rel, options);
    out.push(r.skipped ? { file: rel, skipped: r.skipped } : { file: rel, records: r.records });
  }
  return out;
}

/** Relative path helper for messages. */
export function displayPath(p: string): string {
  const r = relative(process.cwd(), p);
  return r && !r.startsWith('..') ? r : p;
}

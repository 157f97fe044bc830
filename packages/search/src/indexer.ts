/**
 * The indexer: a Docusaurus build folder (`build/**\/*.html`) → DocSearch v3 records
 * (search-protocol.md §3.1, §3.3, §7 "Indexer (records)").
 *
 * Per page: skip list-tag, 404, `noindex`, `/search` and `/tags` pages; read the docsearch meta
 * tags; lvl0 from `docsearch:lvl0` / last active sidebar category / active navbar item /
 * "Documentation"; lvl1 from the h1 or `<title>`; lvl2–lvl6 and content from the content scope.
 * HTML is parsed with cheerio (parse5 backend, see {@link indexPage}).
 */
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { load } from 'cheerio';
import type { DocSearchRecord, RecordsFile } from './types.ts';
import { findLvl0, findLvl1, findScope, readPageFacts, readPageMeta, skipReason } from './indexer/page-meta.ts';
import type { DomNode } from './indexer/dom-text.ts';
import { normaliseSiteUrl, pageUrl } from './indexer/page-url.ts';
import { DEFAULT_PAGE_RANKS, pageRankFor, type PageRankRule } from './indexer/page-rank.ts';
import { pageRecords } from './indexer/page-records.ts';
import { indexInWorkers, type WorkerFileResult } from './indexer/parallel.ts';

/** Default site URL. */
export const DEFAULT_SITE_URL = 'https://docs.dagster.io';

/** Options shared by {@link indexPage} and {@link indexSite}. */
export interface IndexPageOptions {
  /** Absolute site URL (default {@link DEFAULT_SITE_URL}). */
  siteUrl?: string;
  /** Words per content record (default 100). */
  maxContentWords?: number;
  /** Index code blocks as content (default false). */
  includeCode?: boolean;
  /** Page-rank rules (default {@link DEFAULT_PAGE_RANKS}). */
  pageRanks?: readonly PageRankRule[];
}

/** Options of {@link indexSite}. */
export interface IndexSiteOptions extends IndexPageOptions {
  /** The Docusaurus build folder. */
  buildDir: string;
  /**
   * Worker threads (default: available parallelism, at most 4; 1 = in-process). Workers are only
   * used for more than {@link MIN_FILES_FOR_WORKERS} files and fall back to in-process on failure.
   */
  workers?: number;
}

/** Below this many files, indexing stays in-process (thread start-up would dominate). */
export const MIN_FILES_FOR_WORKERS = 40;

/** Result of one page. */
export type PageResult = { records: DocSearchRecord[]; skipped?: undefined } | { records: []; skipped: string };

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

/** An indexing failure; the message names the file and the problem. */
export class IndexerError extends Error {
  override name = 'IndexerError';
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
  }
}

/**
 * Remove `<script>`, `<style>`, `<svg>` and `<noscript>` elements before parsing: never indexed,
 * and up to a fifth of a page's bytes (icons), so parsing gets cheaper.
 * @param html - page source.
 */
export function stripNoise(html: string): string {
  return html.replace(/<(script|style|svg|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
}

/**
 * Index one built HTML page.
 * @param html - the page source.
 * @param relFile - POSIX path relative to the build folder (`guides/x/index.html`).
 * @returns the page's records, or `skipped` with a reason.
 * @throws IndexerError naming the file when the page cannot be processed.
 */
export function indexPage(html: string, relFile: string, options: IndexPageOptions = {}): PageResult {
  const siteUrl = normaliseSiteUrl(options.siteUrl ?? DEFAULT_SITE_URL);
  try {
    // parse5 (cheerio's default HTML parser): spec-compliant with the omitted end tags of minified
    // Docusaurus HTML (htmlparser2 nests `<tbody>` inside an unclosed `<th>`).
    const $ = load(stripNoise(html));
    const facts = readPageFacts($.root().get(0) as unknown as DomNode);
    const meta = readPageMeta(facts);
    const url = pageUrl(siteUrl, relFile, meta.canonical);
    const route = new URL(url).pathname.replace(/\/$/, '') || '/';
    const reason = skipReason(facts, route, relFile, meta);
    if (reason) return { records: [], skipped: reason };
    const scope = findScope(facts);
    const lvl1 = findLvl1(facts, scope);
    const records = pageRecords(scope, {
      url,
      lvl0: findLvl0(facts, meta),
      lvl1,
      language: meta.language,
      version: meta.version,
      docusaurusTag: meta.docusaurusTag,
      pageRank: pageRankFor(route, options.pageRanks ?? DEFAULT_PAGE_RANKS),
      maxWords: options.maxContentWords,
      includeCode: options.includeCode,
    });
    if (records.length === 0) return { records: [], skipped: 'no h1, title or content' };
    return { records };
  } catch (e) {
    if (e instanceof IndexerError) throw e;
    throw new IndexerError(relFile, e instanceof Error ? e.message : String(e));
  }
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
  const workers = Math.max(1, Math.min(options.workers ?? Math.min(availableParallelism(), 4), 16));
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

/**
 * Write the records file (pretty JSON is not used: ~20k records stay compact).
 * @param file - output path; parent folders are created.
 */
export async function writeRecordsFile(file: string, siteUrl: string, result: Pick<IndexSiteResult, 'records' | 'pages'>): Promise<RecordsFile> {
  const body: RecordsFile = { version: 1, siteUrl: normaliseSiteUrl(siteUrl), generatedAt: new Date().toISOString(), pageCount: result.pages, records: result.records };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(body));
  return body;
}

/**
 * Read a records file: either a {@link RecordsFile} object or a bare array of records.
 * @throws Error naming the file when it is missing or not valid JSON of that shape.
 */
export async function readRecordsFile(file: string): Promise<DocSearchRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new IndexerError(file, `cannot read records file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new IndexerError(file, `records file is not valid JSON (${(e as Error).message})`);
  }
  if (Array.isArray(parsed)) return parsed as DocSearchRecord[];
  if (parsed && typeof parsed === 'object' && Array.isArray((parsed as RecordsFile).records)) return (parsed as RecordsFile).records;
  throw new IndexerError(file, 'records file must be an array of records or {records: [...]}');
}

/** Relative path helper for messages. */
export function displayPath(p: string): string {
  const r = relative(process.cwd(), p);
  return r && !r.startsWith('..') ? r : p;
}

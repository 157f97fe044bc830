/**
 * The indexer: a Docusaurus build folder (`build/**\/*.html`) → DocSearch v3 records
 * (search-protocol.md §3.1, §3.3, §7 "Indexer (records)").
 *
 * Per page: skip list-tag, 404, `noindex`, `/search` and `/tags` pages; read the docsearch meta
 * tags; lvl0 from `docsearch:lvl0` / last active sidebar category / active navbar item /
 * "Documentation"; lvl1 from the h1 or `<title>`; lvl2–lvl6 and content from the content scope.
 * HTML is parsed with cheerio (htmlparser2 backend by default, see {@link parseHtml}).
 */
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import type { DocSearchRecord } from './types.ts';
import { findLvl0, findLvl1, findScope, readPageFacts, readPageMeta, skipReason } from './indexer/page-meta.ts';
import type { DomNode } from './indexer/dom-text.ts';
import { normaliseSiteUrl, pageUrl } from './indexer/page-url.ts';
import { DEFAULT_PAGE_RANKS, pageRankFor, type PageRankRule } from './indexer/page-rank.ts';
import { pageRecords } from './indexer/page-records.ts';
import { indexInWorkers, type WorkerFileResult } from './indexer/parallel.ts';
import { IndexerError } from './indexer-error.ts';

export { DEFAULT_SITE_URL } from './indexer/defaults.ts';
import { DEFAULT_SITE_URL } from './indexer/defaults.ts';

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
  /** HTML parser behind cheerio (default `htmlparser2`, ~3× faster; `parse5` is the spec parser). */
  parser?: HtmlParser;
}

/** Parsers cheerio can use. */
export type HtmlParser = 'htmlparser2' | 'parse5';

/**
 * Parse a page with cheerio.
 *
 * htmlparser2 is ~3× faster than parse5 on the 15 MB of a full build. Minified Docusaurus HTML
 * omits optional end tags; the one case htmlparser2 gets wrong is `<tbody>` after an unclosed
 * header cell (it nests the body inside the `<th>`), so an explicit `</thead>` is inserted before
 * every `<tbody>` (a stray one is ignored). Records are identical to parse5's on every page of the
 * current site and on all fixtures (see indexer.test.ts).
 */
export function parseHtml(html: string, parser: HtmlParser = 'htmlparser2'): CheerioAPI {
  const src = stripNoise(html);
  if (parser === 'parse5') return load(src);
  return load(src.replace(/<tbody\b/gi, '</thead><tbody'), { xml: { xmlMode: false, decodeEntities: true } });
}

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
export const MIN_FILES_FOR_WORKERS = 200;

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

export { IndexerError } from './indexer-error.ts';

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
    const $ = parseHtml(html, options.parser);
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

export { readRecordsFile, writeRecordsFile } from './records-file.ts';

/** Relative path helper for messages. */
export function displayPath(p: string): string {
  const r = relative(process.cwd(), p);
  return r && !r.startsWith('..') ? r : p;
}

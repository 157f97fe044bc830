/**
 * Peer: Pagefind (npm `pagefind`, version pinned in package.json; its binary ships in the
 * `@pagefind/<platform>` registry package, nothing is downloaded) indexing the same built site
 * (website/build) into a temp directory through its Node API (`createIndex` / `addHTMLFile` /
 * `writeFiles`), then searched offline in this process by loading the generated `pagefind.js`
 * with a `fetch` that serves `file:` URLs from that directory (loopback HTTP passes through; any
 * other URL throws).
 *
 * Configured as a docs team would for Docusaurus: only the doc body (`article`) is indexed, without
 * breadcrumbs, the prev/next pager and the page footer. Results are scored in the order Pagefind's
 * Default UI shows them: each page's link, then up to 3 of its sub-results (heading anchors,
 * {@link displayedSubResults}), page by page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {MAX_RESULTS, type SearchEngineUnderTest} from './peer.ts';

/** Sub-results (heading anchors) shown under each page, as in Pagefind's Default UI. */
export const PAGEFIND_SUB_RESULTS = 3;

/** Indexing options: the doc body only (Docusaurus renders it in `<article>`). */
export const PAGEFIND_INDEX_OPTIONS = {
  rootSelector: 'article',
  excludeSelectors: ['.theme-doc-breadcrumbs', '.pagination-nav', '.theme-doc-footer'],
};

interface PagefindSubResult {
  url: string;
  locations: number[];
}
interface PagefindResultData {
  url: string;
  sub_results: PagefindSubResult[];
}

/**
 * The sub-results Pagefind's Default UI (pagefind-ui.js 1.x) shows under a page: the sub-result for
 * the page itself is dropped, and when more than {@link PAGEFIND_SUB_RESULTS} remain, the ones with
 * the most matched words are kept, still in page order.
 */
export function displayedSubResults(page: PagefindResultData): PagefindSubResult[] {
  const subs = page.sub_results[0]?.url === page.url ? page.sub_results.slice(1) : [...page.sub_results];
  if (subs.length <= PAGEFIND_SUB_RESULTS) return subs;
  const keep = new Set([...subs].sort((a, b) => b.locations.length - a.locations.length).slice(0, PAGEFIND_SUB_RESULTS).map((s) => s.url));
  return subs.filter((s) => keep.has(s.url));
}
interface PagefindSearchModule {
  options(o: Record<string, unknown>): Promise<void>;
  init?(): Promise<void>;
  search(q: string): Promise<{results: {data(): Promise<PagefindResultData>}[]} | null>;
  destroy?(): Promise<void>;
}

/**
 * Serves `file:` URLs under `root` from disk and passes loopback HTTP (our own server) to `next`;
 * refuses every other URL, so nothing at run time leaves the host.
 */
function fileOnlyFetch(root: string, next: typeof fetch): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const u = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(u)) return next(input, init);
    if (!u.startsWith('file:')) throw new Error(`pagefind peer: refused non-file fetch ${u}`);
    const file = fileURLToPath(u.split(/[?#]/)[0]);
    if (!path.resolve(file).startsWith(path.resolve(root) + path.sep)) throw new Error(`pagefind peer: refused fetch outside the index ${file}`);
    const body = fs.readFileSync(file);
    return new Response(body, {status: 200, headers: file.endsWith('.wasm') ? {'content-type': 'application/wasm'} : {}});
  }) as typeof fetch;
}

/**
 * Indexes the built pages of `siteDir` that our indexer turned into records (so redirects, tag
 * lists, the 404 and search pages are left out for both) with Pagefind, and returns the peer.
 * @param siteDir the built site (website/build).
 * @param pagePaths site paths of the pages to index (`url_without_anchor` of our records).
 * @param packageRoot repository root, to read the installed Pagefind version.
 * @throws Error when Pagefind reports indexing errors or indexes no page.
 */
export async function createPagefindPeer(siteDir: string, pagePaths: string[], packageRoot: string): Promise<SearchEngineUnderTest & {indexMs: number; pageCount: number}> {
  const version = (JSON.parse(fs.readFileSync(path.join(packageRoot, 'node_modules', 'pagefind', 'package.json'), 'utf8')) as {version: string}).version;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relbench-pagefind-'));
  const started = performance.now();
  const pagefind = await import('pagefind');
  let pageCount = 0;
  try {
    const {index, errors} = await pagefind.createIndex(PAGEFIND_INDEX_OPTIONS);
    if (!index || errors.length) throw new Error(`pagefind createIndex: ${errors.join('; ')}`);
    for (const page of pagePaths) {
      const file = [path.join(siteDir, page, 'index.html'), path.join(siteDir, `${page}.html`)].find((f) => fs.existsSync(f));
      if (!file) throw new Error(`pagefind peer: no built HTML for ${page} under ${siteDir}`);
      const added = await index.addHTMLFile({url: page.endsWith('/') ? page : `${page}/`, content: fs.readFileSync(file, 'utf8')});
      if (added.errors.length) throw new Error(`pagefind addHTMLFile ${file}: ${added.errors.join('; ')}`);
      pageCount++;
    }
    const written = await index.writeFiles({outputPath: outDir});
    if (written.errors.length) throw new Error(`pagefind writeFiles: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  const indexMs = performance.now() - started;

  const realFetch = globalThis.fetch;
  globalThis.fetch = fileOnlyFetch(outDir, realFetch);
  let pf: PagefindSearchModule;
  try {
    pf = (await import(pathToFileURL(path.join(outDir, 'pagefind.js')).href)) as PagefindSearchModule;
    await pf.options({baseUrl: '/'});
    await pf.init?.();
  } catch (e) {
    globalThis.fetch = realFetch;
    fs.rmSync(outDir, {recursive: true, force: true});
    throw e;
  }
  let closed = false;
  return {
    name: `pagefind ${version}`,
    method: `Pagefind indexing the same build (${pageCount} pages, root ${PAGEFIND_INDEX_OPTIONS.rootSelector}, excluding ${PAGEFIND_INDEX_OPTIONS.excludeSelectors.join(' ')}), searched in Node via its generated pagefind.js; each page link then the up to ${PAGEFIND_SUB_RESULTS} sub-results its Default UI shows (most matched words, in page order)`,
    indexMs,
    pageCount,
    async search(query: string): Promise<string[]> {
      const res = await pf.search(query);
      const urls: string[] = [];
      for (const r of res?.results ?? []) {
        if (urls.length >= MAX_RESULTS) break;
        const d = await r.data();
        urls.push(d.url);
        for (const sub of displayedSubResults(d)) urls.push(sub.url);
      }
      return urls.slice(0, MAX_RESULTS);
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pf.destroy?.();
      globalThis.fetch = realFetch;
      fs.rmSync(outDir, {recursive: true, force: true});
    },
  };
}

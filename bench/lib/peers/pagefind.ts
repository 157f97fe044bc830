/**
 * Peer: Pagefind (npm `pagefind`, version pinned in package.json; its binary ships in the
 * `@pagefind/<platform>` registry package, nothing is downloaded) indexing the same built site
 * (website/build) into a temp directory through its Node API (`createIndex` / `addDirectory` /
 * `writeFiles`), then searched offline in this process by loading the generated `pagefind.js`
 * with a `fetch` that serves `file:` URLs from that directory (loopback HTTP passes through; any
 * other URL throws).
 *
 * Configured as a docs team would for Docusaurus: only the doc body (`article`) is indexed, without
 * breadcrumbs, the prev/next pager and the page footer. Results are shown as Pagefind's Default UI
 * shows them: each page's link, then up to 3 of its sub-results (heading anchors), page by page.
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

interface PagefindResultData {
  url: string;
  sub_results: {url: string}[];
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
 * Indexes `siteDir` with Pagefind and returns the peer.
 * @param siteDir the built site (website/build).
 * @param packageRoot repository root, to read the installed Pagefind version.
 * @throws Error when Pagefind reports indexing errors or indexes no page.
 */
export async function createPagefindPeer(siteDir: string, packageRoot: string): Promise<SearchEngineUnderTest & {indexMs: number; pageCount: number}> {
  const version = (JSON.parse(fs.readFileSync(path.join(packageRoot, 'node_modules', 'pagefind', 'package.json'), 'utf8')) as {version: string}).version;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relbench-pagefind-'));
  const started = performance.now();
  const pagefind = await import('pagefind');
  let pageCount = 0;
  try {
    const {index, errors} = await pagefind.createIndex(PAGEFIND_INDEX_OPTIONS);
    if (!index || errors.length) throw new Error(`pagefind createIndex: ${errors.join('; ')}`);
    const added = await index.addDirectory({path: siteDir});
    if (added.errors.length || !added.page_count) throw new Error(`pagefind addDirectory: ${added.errors.join('; ') || 'no pages'}`);
    pageCount = added.page_count;
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
    method: `Pagefind indexing the same build (${pageCount} pages, root ${PAGEFIND_INDEX_OPTIONS.rootSelector}, excluding ${PAGEFIND_INDEX_OPTIONS.excludeSelectors.join(' ')}), searched in Node via its generated pagefind.js; each page link then up to ${PAGEFIND_SUB_RESULTS} sub-results, in Pagefind's order`,
    indexMs,
    pageCount,
    async search(query: string): Promise<string[]> {
      const res = await pf.search(query);
      const urls: string[] = [];
      for (const r of res?.results ?? []) {
        if (urls.length >= MAX_RESULTS) break;
        const d = await r.data();
        urls.push(d.url);
        for (const s of d.sub_results.filter((s) => s.url !== d.url).slice(0, PAGEFIND_SUB_RESULTS)) urls.push(s.url);
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

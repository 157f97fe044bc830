/**
 * One built HTML page → its DocSearch records. Shared by the in-process indexer (`index.ts`) and
 * the worker threads (`workers/`), so neither has to import the other.
 *
 * Per page: skip list-tag, 404, `noindex`, `/search` and `/tags` pages; read the docsearch meta
 * tags; lvl0 from `docsearch:lvl0` / last active sidebar category / active navbar item /
 * "Documentation"; lvl1 from the h1 or `<title>`; lvl2–lvl6 and content from the content scope.
 * HTML is parsed with cheerio (htmlparser2 backend by default, see {@link parseHtml}).
 */
import { load, type CheerioAPI } from 'cheerio';
import { SEARCH_CONFIG } from '../config.ts';
import type { DocSearchRecord } from '../records/types.ts';
import { IndexerError } from '../records/errors.ts';
import { normaliseSiteUrl } from '../records/site-url.ts';
import { findLvl0, findLvl1, findScope, readPageFacts, readPageMeta, skipReason } from './page-meta.ts';
import type { DomNode } from './dom-text.ts';
import { pageUrl } from './page-url.ts';
import { DEFAULT_PAGE_RANKS, isSectionIndex, pageRankFor, type PageRankRule } from './page-rank.ts';
import { pageRecords } from './page-records.ts';

/** Default absolute site URL for record urls (`--url` overrides). */
export const DEFAULT_SITE_URL = SEARCH_CONFIG.files.siteUrl;

/** Options shared by {@link indexPage} and {@link indexSite}. */
export interface IndexPageOptions {
  /** Absolute site URL (default {@link DEFAULT_SITE_URL}). */
  siteUrl?: string;
  /** Words per content record (default 100). */
  maxContentWords?: number;
  /** Index code blocks as content (default false). */
  includeCode?: boolean;
  /** Words of code-block commands/identifiers per section in the heading record's `code` (default `SEARCH_CONFIG.indexer.maxCodeWords`; 0 = off). */
  maxCodeWords?: number;
  /** Page-rank rules (default {@link DEFAULT_PAGE_RANKS}). */
  pageRanks?: readonly PageRankRule[];
  /** HTML parser behind cheerio (default `htmlparser2`, ~3× faster; `parse5` is the spec parser). */
  parser?: HtmlParser;
}

/** Parsers cheerio can use. */
export type HtmlParser = 'htmlparser2' | 'parse5';

/**
 * Parse a page with cheerio, then drop the elements that are never indexed ({@link NOISE_SELECTOR})
 * through the DOM: text such as "Embedding <svg> icons" in a heading, an attribute or a code block
 * is never mistaken for markup (no regex runs over the raw HTML).
 *
 * htmlparser2 is ~3× faster than parse5 on the 15 MB of a full build. Minified Docusaurus HTML
 * omits optional end tags; the one case htmlparser2 gets wrong is `<tbody>` after an unclosed
 * header cell (it nests the body inside the `<th>`), so {@link repairTableBodies} moves every such
 * `<tbody>` back under its table, after the header. Records are identical to parse5's on every
 * page of the current site and on all fixtures (see index.test.ts).
 */
export function parseHtml(html: string, parser: HtmlParser = 'htmlparser2'): CheerioAPI {
  const $ = parser === 'parse5' ? load(html) : load(html, { xml: { xmlMode: false, decodeEntities: true } });
  if (parser !== 'parse5') repairTableBodies($);
  $(NOISE_SELECTOR).remove();
  return $;
}

/** Elements removed from every page before indexing: never text a reader searches for. */
export const NOISE_SELECTOR = 'script, style, svg, noscript';

/**
 * Move each `<tbody>` that htmlparser2 nested inside a header cell back to its table, right after
 * the table section that holds it (what the HTML spec's parser does: a `<tbody>` start tag closes
 * the open `<th>`, `<tr>` and `<thead>`).
 * @param $ - a document parsed with htmlparser2; changed in place.
 */
export function repairTableBodies($: CheerioAPI): void {
  $('tbody').each((_, el) => {
    const table = $(el).parent().closest('table').get(0);
    if (table === undefined || $(el).parent().get(0) === table) return;
    // The ancestor of the tbody that is a direct child of the table (the open <thead>).
    const section = $(el).parentsUntil('table').last();
    $(el).insertAfter(section);
  });
}

/** Result of one page. */
export type PageResult = { records: DocSearchRecord[]; skipped?: undefined } | { records: []; skipped: string };

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
      maxCodeWords: options.maxCodeWords,
      sectionIndex: isSectionIndex(url),
      description: meta.description,
      keywords: meta.keywords,
      questions: meta.questions,
    });
    if (records.length === 0) return { records: [], skipped: 'no h1, title or content' };
    return { records };
  } catch (e) {
    if (e instanceof IndexerError) throw e;
    throw new IndexerError(relFile, e instanceof Error ? e.message : String(e));
  }
}

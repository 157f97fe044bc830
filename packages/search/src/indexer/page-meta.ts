/**
 * Page-level facts for the indexer (docs/protocol.md#docusaurus-dom, #indexer): whether to skip the
 * page, its docsearch meta tags, lvl0 and lvl1, and the content scope.
 *
 * Everything is gathered in ONE walk over the parsed DOM ({@link readPageFacts}); repeated
 * selector queries over 50–150 KB API pages dominated indexing time.
 */
import type { DomNode } from './dom-text.ts';
import { cleanText, nodeText } from './dom-text.ts';

/** Default lvl0 when neither meta, sidebar nor navbar gives one. */
export const DEFAULT_LVL0 = 'Documentation';

/** Facts collected from one page. */
export interface PageFacts {
  /** `<meta name|property|http-equiv=… content=…>`, keys lowercased (first occurrence wins). */
  meta: Map<string, string>;
  /** `<link rel="canonical">` href. */
  canonical: string | undefined;
  /** `<html lang>`. */
  htmlLang: string | undefined;
  /** `<title>` text. */
  title: string;
  /** Active sidebar category links, in document order. */
  activeCategories: DomNode[];
  /** `.navbar__link--active` elements, in document order. */
  activeNavbar: DomNode[];
  /** First `.theme-doc-markdown`. */
  docMarkdown: DomNode | null;
  /** First `.markdown` inside an `article`. */
  articleMarkdown: DomNode | null;
  /** First `main article` whose direct child `header` holds an `h1` (MDX pages). */
  mdxArticle: DomNode | null;
  /** First h1 inside a `header` inside an `article`, first h1 in an `article`, in `main`, anywhere. */
  h1: { articleHeader: DomNode | null; article: DomNode | null; main: DomNode | null; any: DomNode | null };
}

/** Docsearch meta values of a page. */
export interface PageMeta {
  /** `docsearch:language` (default: `<html lang>`, else `en`). */
  language: string;
  /** `docsearch:version` split on commas (default `[]`). */
  version: string[];
  /** `docsearch:docusaurus_tag` (default `default`). */
  docusaurusTag: string;
  /** `<link rel="canonical">` href, if any. */
  canonical: string | undefined;
  /** `<meta name="docsearch:lvl0">`, if any. */
  lvl0: string | undefined;
  /** `<meta name="description">` (the page's frontmatter `description` in Docusaurus), if any. */
  description: string | undefined;
  /** `<meta name="keywords">` (the page's frontmatter `keywords` in Docusaurus), if any. */
  keywords: string | undefined;
  /** `<meta name="docsearch:questions">` (the page's frontmatter `search_questions`, joined by the site's DocItem/Metadata wrapper), if any. */
  questions: string | undefined;
}

function classes(n: DomNode): string[] {
  const c = n.attribs?.class;
  return c ? c.split(/\s+/) : [];
}

/**
 * Walk the document once and collect the facts the indexer needs.
 * @param root - the parsed document root (cheerio `$.root()[0]`).
 */
export function readPageFacts(root: DomNode): PageFacts {
  const f: PageFacts = {
    meta: new Map(),
    canonical: undefined,
    htmlLang: undefined,
    title: '',
    activeCategories: [],
    activeNavbar: [],
    docMarkdown: null,
    articleMarkdown: null,
    mdxArticle: null,
    h1: { articleHeader: null, article: null, main: null, any: null },
  };
  const walk = (n: DomNode, inArticle: boolean, inMain: boolean, inSidebar: boolean, inHeader: boolean): void => {
    if (n.type !== 'tag' && n.type !== 'root' && n.type !== 'script' && n.type !== 'style') return;
    const name = n.name;
    const a = n.attribs ?? {};
    if (name === 'script' || name === 'style' || name === 'svg') return;
    if (name === 'meta') {
      const key = (a.name ?? a.property ?? a['http-equiv'])?.toLowerCase();
      if (key && a.content !== undefined && !f.meta.has(key)) f.meta.set(key, a.content);
      return;
    }
    if (name === 'link') {
      if ((a.rel ?? '').toLowerCase().split(/\s+/).includes('canonical') && f.canonical === undefined) f.canonical = a.href;
      return;
    }
    if (name === 'html' && a.lang) f.htmlLang = a.lang;
    if (name === 'title' && f.title === '') {
      f.title = cleanText(nodeText(n));
      return;
    }
    const cls = classes(n);
    if (cls.includes('theme-doc-sidebar-menu')) inSidebar = true;
    if (inSidebar && name === 'a' && cls.includes('menu__link--active')) {
      const parentIsCollapsible = n.parent ? classes(n.parent).includes('menu__list-item-collapsible') : false;
      if (cls.includes('menu__link--sublist') || parentIsCollapsible) f.activeCategories.push(n);
    }
    if (cls.includes('navbar__link--active')) f.activeNavbar.push(n);
    if (f.docMarkdown === null && cls.includes('theme-doc-markdown')) f.docMarkdown = n;
    if (f.articleMarkdown === null && inArticle && cls.includes('markdown')) f.articleMarkdown = n;
    if (name === 'h1') {
      f.h1.any ??= n;
      if (inMain) f.h1.main ??= n;
      if (inArticle) f.h1.article ??= n;
      if (inArticle && inHeader) f.h1.articleHeader ??= n;
    }
    if (name === 'article' && inMain && f.mdxArticle === null) {
      const header = (n.children ?? []).find((c) => c.name === 'header');
      if (header && (header.children ?? []).some((c) => c.name === 'h1')) f.mdxArticle = n;
    }
    const nextArticle = inArticle || name === 'article';
    const nextMain = inMain || name === 'main';
    const nextHeader = inHeader || name === 'header';
    for (const c of n.children ?? []) walk(c, nextArticle, nextMain, inSidebar, nextHeader);
  };
  walk(root, false, false, false, false);
  return f;
}

/** Read the docsearch meta tags and canonical link from the facts. */
export function readPageMeta(f: PageFacts): PageMeta {
  const version = f.meta.get('docsearch:version')?.trim();
  const lvl0 = f.meta.get('docsearch:lvl0');
  return {
    language: f.meta.get('docsearch:language')?.trim() || f.htmlLang || 'en',
    version: version ? version.split(',').map((v) => v.trim()).filter(Boolean) : [],
    docusaurusTag: f.meta.get('docsearch:docusaurus_tag')?.trim() || 'default',
    canonical: f.canonical || undefined,
    lvl0: lvl0 && cleanText(lvl0) ? cleanText(lvl0) : undefined,
    description: f.meta.get('description')?.trim() || undefined,
    keywords: f.meta.get('keywords')?.trim() || undefined,
    questions: f.meta.get('docsearch:questions')?.trim() || undefined,
  };
}

/**
 * True for list-page tags (`*_list`, `doc_tags_list`, `blog_tags_*`), which contextual search
 * excludes and the indexer skips (docs/protocol.md#docusaurus-dom).
 */
export function isListTag(tag: string): boolean {
  return tag.endsWith('_list') || tag === 'doc_tags_list' || tag.startsWith('blog_tags_') || tag.startsWith('blog_archive');
}

/**
 * Why a page must not be indexed, or null to index it.
 * @param route - the page's path (`/search`, `/tags/x`, `/404.html`…).
 * @param relFile - build-relative file path.
 */
export function skipReason(f: PageFacts, route: string, relFile: string, m: PageMeta): string | null {
  if (relFile === '404.html' || /(^|\/)404(\.html)?$/.test(route)) return '404 page';
  if (f.meta.has('refresh')) return 'redirect page';
  if (/noindex/i.test(f.meta.get('robots') ?? '')) return 'robots noindex';
  if (isListTag(m.docusaurusTag)) return `list page (${m.docusaurusTag})`;
  if (route === '/search' || route.startsWith('/search/')) return 'search page';
  if (route === '/tags' || route.startsWith('/tags/')) return 'tags page';
  return null;
}

function textOf(el: DomNode): string {
  return cleanText(nodeText(el));
}

/**
 * lvl0 (docs/protocol.md#indexer): the `docsearch:lvl0` meta; else the LAST active sidebar category (a category link
 * `a.menu__link--sublist.menu__link--active`, or the active link directly inside a
 * `.menu__list-item-collapsible`, which covers link-less and non-collapsible categories);
 * else the first active navbar item; else {@link DEFAULT_LVL0}.
 */
export function findLvl0(f: PageFacts, m: PageMeta): string {
  if (m.lvl0) return m.lvl0;
  for (let i = f.activeCategories.length - 1; i >= 0; i--) {
    const t = textOf(f.activeCategories[i]);
    if (t) return t;
  }
  for (const n of f.activeNavbar) {
    const t = textOf(n);
    if (t) return t;
  }
  return DEFAULT_LVL0;
}

function firstH1(scope: DomNode): DomNode | null {
  let found: DomNode | null = null;
  const walk = (n: DomNode): void => {
    if (found) return;
    if (n.name === 'h1') {
      found = n;
      return;
    }
    for (const c of n.children ?? []) walk(c);
  };
  walk(scope);
  return found;
}

/**
 * lvl1 (docs/protocol.md#indexer): the content scope's h1, else `header h1` / `article h1` / `main h1`, else `<title>`
 * without its ` | Site` suffix. Returns '' when the page has neither.
 */
export function findLvl1(f: PageFacts, scope: DomNode | null): string {
  const candidates = [scope ? firstH1(scope) : null, f.h1.articleHeader, f.h1.article, f.h1.main, f.h1.any];
  for (const c of candidates) {
    if (c) {
      const t = textOf(c);
      if (t) return t;
    }
  }
  return f.title.replace(/\s+\|\s+[^|]*$/, '');
}

/**
 * The content scope (docs/protocol.md#docusaurus-dom): `.theme-doc-markdown` (docs), else `article .markdown` (blog),
 * else an MDX page's `main article` starting with its own `header h1`; null when none
 * (generated-index and custom React pages: only a lvl1 record is produced).
 */
export function findScope(f: PageFacts): DomNode | null {
  return f.docMarkdown ?? f.articleMarkdown ?? f.mdxArticle;
}

/**
 * Page-level facts for the indexer (search-protocol.md §3.3, §7 "Indexer"): whether to skip the
 * page, its docsearch meta tags, lvl0 and lvl1, and the content scope.
 */
import type { CheerioAPI } from 'cheerio';
import type { DomNode } from './dom-text.ts';
import { cleanText, nodeText } from './dom-text.ts';

/** Docsearch meta values of a page. */
export interface PageMeta {
  /** `docsearch:language` (default `en`). */
  language: string;
  /** `docsearch:version` split on commas (default `[]`). */
  version: string[];
  /** `docsearch:docusaurus_tag` (default `default`). */
  docusaurusTag: string;
  /** `<link rel="canonical">` href, if any. */
  canonical: string | undefined;
  /** `<meta name="docsearch:lvl0">`, if any. */
  lvl0: string | undefined;
}

/** Default lvl0 when neither meta, sidebar nor navbar gives one. */
export const DEFAULT_LVL0 = 'Documentation';

function meta($: CheerioAPI, name: string): string | undefined {
  const v = $(`meta[name="${name}"]`).attr('content');
  return v === undefined ? undefined : v.trim();
}

/** Read the docsearch meta tags and canonical link. */
export function readPageMeta($: CheerioAPI): PageMeta {
  const version = meta($, 'docsearch:version');
  return {
    language: meta($, 'docsearch:language') || $('html').attr('lang') || 'en',
    version: version ? version.split(',').map((v) => v.trim()).filter(Boolean) : [],
    docusaurusTag: meta($, 'docsearch:docusaurus_tag') || 'default',
    canonical: $('link[rel="canonical"]').attr('href') || undefined,
    lvl0: meta($, 'docsearch:lvl0') ? cleanText(meta($, 'docsearch:lvl0')!) : undefined,
  };
}

/**
 * True for list-page tags (`*_list`, `doc_tags_list`, `blog_tags_*`), which contextual search
 * excludes and the indexer skips (§3.3).
 */
export function isListTag(tag: string): boolean {
  return tag.endsWith('_list') || tag === 'doc_tags_list' || tag.startsWith('blog_tags_') || tag.startsWith('blog_archive');
}

/**
 * Why a page must not be indexed, or null to index it.
 * @param $ - the parsed page.
 * @param route - the page's path (`/search`, `/tags/x`, `/404.html`…).
 * @param relFile - build-relative file path.
 */
export function skipReason($: CheerioAPI, route: string, relFile: string, m: PageMeta): string | null {
  if (relFile === '404.html' || /(^|\/)404(\.html)?$/.test(route)) return '404 page';
  const robots = [$('meta[name="robots"]').attr('content'), $('meta[property="robots"]').attr('content')].join(' ');
  if (/noindex/i.test(robots)) return 'robots noindex';
  if (isListTag(m.docusaurusTag)) return `list page (${m.docusaurusTag})`;
  if (route === '/search' || route.startsWith('/search/')) return 'search page';
  if (route === '/tags' || route.startsWith('/tags/')) return 'tags page';
  return null;
}

function textOf(el: unknown): string {
  return cleanText(nodeText(el as DomNode));
}

/**
 * lvl0 (§7): the `docsearch:lvl0` meta; else the LAST active sidebar category (a category link
 * `a.menu__link--sublist.menu__link--active`, or the active link inside a
 * `.menu__list-item-collapsible`, which also covers link-less and non-collapsible categories);
 * else the active navbar item; else {@link DEFAULT_LVL0}.
 */
export function findLvl0($: CheerioAPI, m: PageMeta): string {
  if (m.lvl0) return m.lvl0;
  const sidebar = $('.theme-doc-sidebar-menu, nav.menu').first();
  if (sidebar.length > 0) {
    const active = sidebar.find('.menu__link--sublist.menu__link--active, .menu__list-item-collapsible > .menu__link--active').toArray();
    for (let i = active.length - 1; i >= 0; i--) {
      const t = textOf(active[i]);
      if (t) return t;
    }
  }
  const nav = $('.navbar__link--active').toArray();
  for (const n of nav) {
    const t = textOf(n);
    if (t) return t;
  }
  return DEFAULT_LVL0;
}

/**
 * lvl1 (§7): `header h1` / `article h1` (content scope first), else `<title>` without its
 * ` | Site` suffix. Returns '' when the page has neither.
 */
export function findLvl1($: CheerioAPI, scope: DomNode | null): string {
  const candidates = [
    scope ? $(scope as never).find('header h1').first() : null,
    scope ? $(scope as never).find('h1').first() : null,
    $('article header h1').first(),
    $('article h1').first(),
    $('main header h1').first(),
    $('main h1').first(),
  ];
  for (const c of candidates) {
    if (c && c.length > 0) {
      const t = textOf(c.get(0));
      if (t) return t;
    }
  }
  return cleanText($('title').first().text()).replace(/\s+\|\s+[^|]*$/, '');
}

/**
 * The content scope (§3.3): `.theme-doc-markdown` (docs), else `article .markdown` (blog),
 * else an MDX page's `main article` that starts with its own `header h1`; null when none
 * (generated-index and custom React pages: only a lvl1 record is produced).
 */
export function findScope($: CheerioAPI): DomNode | null {
  const doc = $('.theme-doc-markdown').first();
  if (doc.length > 0) return doc.get(0) as unknown as DomNode;
  const blog = $('article .markdown').first();
  if (blog.length > 0) return blog.get(0) as unknown as DomNode;
  const mdx = $('main article')
    .filter((_, el) => $(el).children('header').children('h1').length > 0)
    .first();
  if (mdx.length > 0) return mdx.get(0) as unknown as DomNode;
  return null;
}

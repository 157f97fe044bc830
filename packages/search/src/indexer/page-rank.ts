/**
 * Page ranks (record `weight.pageRank`, used first in the custom ranking, docs/protocol.md#index-settings).
 *
 * Default policy for the Dagster docs: entry points first, then the conceptual guides and the
 * tutorial, then the API reference, then integrations/Dagster+/examples. Only a tie-breaker after
 * words, typos, attribute, proximity and exactness, so it never beats a better textual match.
 */

/** One rule: routes equal to `path`, or under it when `path` ends with `/`. */
export interface PageRankRule {
  path: string;
  rank: number;
}

/** The default rules (first match wins). */
export const DEFAULT_PAGE_RANKS: readonly PageRankRule[] = [
  { path: '/', rank: 5 },
  { path: '/getting-started/', rank: 5 },
  { path: '/guides/', rank: 3 },
  { path: '/etl-pipeline-tutorial/', rank: 3 },
  { path: '/api/', rank: 2 },
  { path: '/integrations/', rank: 1 },
  { path: '/dagster-plus/', rank: 1 },
  { path: '/examples/', rank: 1 },
];

/**
 * `weight.level` added to the lvl1 record of a section index page (an overview with pages below
 * it), so that among equally matching page titles of the same pageRank the overview comes first:
 * "pipes" → the Pipes overview before "Pipes with AWS Lambda" (docs/protocol.md#records).
 * Only the custom ranking sees it: it never beats a better textual match.
 */
export const SECTION_INDEX_LEVEL_BONUS = 5;

/**
 * True when a page URL is a section index: its path ends with `/` (Docusaurus writes an
 * `index.md` / category index as `<dir>/index.html`, served at `<dir>/`), the home page excluded.
 * @param url - absolute page URL without anchor.
 */
export function isSectionIndex(url: string): boolean {
  const path = new URL(url).pathname;
  return path !== '/' && path.endsWith('/');
}

/**
 * Rank of a route.
 * @param route - the page path (`/guides/automate/schedules`).
 * @param rules - rules, first match wins; `/` matches only the home page.
 * @returns the rank, 0 when no rule matches.
 */
export function pageRankFor(route: string, rules: readonly PageRankRule[] = DEFAULT_PAGE_RANKS): number {
  for (const r of rules) {
    if (r.path === '/' ? route === '/' : route === r.path.replace(/\/$/, '') || route.startsWith(r.path.endsWith('/') ? r.path : r.path + '/')) return r.rank;
  }
  return 0;
}

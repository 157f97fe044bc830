/**
 * The search request the DocSearch modal sends for one query (docs/protocol.md#modal-request, captured from
 * DocSearchModal 3.8.3): every hierarchy level, content, type and url retrieved; snippets of
 * `snippetWords` words (10, or 5 on screens 768 px wide or narrower); `<mark>` highlight tags; 20 hits.
 * Used by tests and benchmarks so they measure exactly what the modal asks for.
 */

/** Hierarchy levels the modal retrieves (lvl0..lvl6) and snippets (lvl1..lvl6). */
const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * One request object of the modal's `POST /1/indexes/*\/queries` body.
 * @param query the typed text (the modal caps it at 64 characters).
 * @param options `indexName` (default `dagster`), `snippetWords` (default 10) and any extra parameters, merged last.
 */
export function docsearchModalRequest(
  query: string,
  options: {indexName?: string; snippetWords?: number; extra?: Record<string, unknown>} = {},
): Record<string, unknown> {
  const words = options.snippetWords ?? 10;
  return {
    query,
    indexName: options.indexName ?? 'dagster',
    attributesToRetrieve: [...LEVELS.map((n) => `hierarchy.lvl${n}`), 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.slice(1).map((n) => `hierarchy.lvl${n}:${words}`), `content:${words}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    ...options.extra,
  };
}

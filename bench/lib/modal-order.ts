/**
 * The order in which the DocSearch modal displays hits (packages/search/docs/protocol.md, "Modal grouping"): grouped by lvl0 title in
 * order of first appearance (JS object key order: integer-like titles first), at most 5 per group;
 * inside a group, regrouped by lvl1 (again at most 5 each) and flattened. Relevance is measured on
 * this order, because it is what a reader sees and what Enter opens.
 */

/** The fields of a hit the modal's grouping reads. */
export interface DisplayHit {
  url: string;
  hierarchy: {lvl0?: string | null; lvl1?: string | null};
  _highlightResult?: {hierarchy?: {lvl0?: {value: string}}};
}

const MAX_RESULTS_PER_GROUP = 5;

/** Groups like DocSearch's `groupBy(values, predicate, maxResultsPerGroup)`: object keys, capped. */
function groupBy<T>(values: T[], key: (v: T) => string, max: number): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const v of values) {
    const k = key(v);
    groups[k] ??= [];
    if (groups[k].length < max) groups[k].push(v);
  }
  return groups;
}

/** lvl0 title without highlight tags, falling back to `hierarchy.lvl0` (DocSearch `removeHighlightTags`). */
function groupTitle(hit: DisplayHit): string {
  const v = hit._highlightResult?.hierarchy?.lvl0?.value;
  return v ? v.replace(/<mark>|<\/mark>/g, '') : (hit.hierarchy.lvl0 ?? '');
}

/**
 * Hits in the order the modal shows them.
 * @param hits hits in server order (results[0].hits).
 */
export function displayedOrder<T extends DisplayHit>(hits: T[]): T[] {
  const byLvl0 = groupBy(hits, groupTitle, MAX_RESULTS_PER_GROUP);
  const out: T[] = [];
  for (const group of Object.values(byLvl0)) {
    const byLvl1 = groupBy(group, (h) => h.hierarchy.lvl1 ?? '', MAX_RESULTS_PER_GROUP);
    for (const sub of Object.values(byLvl1)) out.push(...sub);
  }
  return out;
}

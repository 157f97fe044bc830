/**
 * Facet filtering and facet counts (docs/protocol.md#request-parameters).
 *
 * `facetFilters`: a string, or an array ANDed whose nested arrays are ORed; each filter is
 * `attr:value`, `attr:-value` negates, `attr:\-value` is a literal leading minus. Attribute names
 * are case-sensitive (dot paths allowed), values case-insensitive; array attributes match when any
 * element matches.
 */
import type { DocSearchRecord } from '../../records/types.ts';

/** Thrown for malformed filter input; the server maps it to HTTP 400. */
export class FilterError extends Error {
  override name = 'FilterError';
}

/** One parsed `attr:value` filter. */
export interface FacetFilter {
  attribute: string;
  /** Lowercased value. */
  value: string;
  negated: boolean;
}

/** AND of OR-groups. */
export type FacetFilterExpr = FacetFilter[][];

/** Attributes reported for `facets: ['*']`. */
export const DEFAULT_FACET_ATTRIBUTES = ['language', 'lang', 'version', 'docusaurus_tag', 'type'];

/**
 * Parse one `attr:value` filter string.
 * @throws FilterError when there is no `:` or the attribute is empty.
 */
export function parseFacetFilter(s: string): FacetFilter {
  const i = s.indexOf(':');
  if (i <= 0) throw new FilterError(`facetFilters: expected "attribute:value", got ${JSON.stringify(s)}`);
  const attribute = s.slice(0, i).trim();
  let value = s.slice(i + 1);
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
  return { attribute, value: value.toLowerCase(), negated };
}

/**
 * A filter parameter may arrive as a JSON array encoded in a string (legacy `params` strings and the
 * v3/v4 clients); decode it, and pass anything else through unchanged.
 * @param name the parameter name, for the error message.
 * @throws FilterError when a string that starts with `[` is not valid JSON.
 */
export function parseJsonArrayParam(input: unknown, name: string): unknown {
  if (typeof input !== 'string' || !input.trim().startsWith('[')) return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    throw new FilterError(`${name}: malformed JSON array`);
  }
}

/**
 * Parse the `facetFilters` (or `tagFilters`, with `attribute` forced) request parameter.
 * A string starting with `[` is parsed as JSON (legacy `params` form).
 * @param input - `undefined`/`null`/`''` means no filter.
 * @param forceAttribute - for tagFilters: the attribute every bare value applies to (`_tags`).
 * @returns the expression, or null when there is nothing to filter.
 * @throws FilterError on wrong types or syntax.
 */
export function parseFacetFilters(input: unknown, forceAttribute?: string): FacetFilterExpr | null {
  if (input === undefined || input === null || input === '') return null;
  const v = parseJsonArrayParam(input, 'facetFilters');
  const one = (s: unknown): FacetFilter => {
    if (typeof s !== 'string') throw new FilterError(`facetFilters: expected strings, got ${typeof s}`);
    return forceAttribute ? parseTag(s, forceAttribute) : parseFacetFilter(s);
  };
  if (typeof v === 'string') return [[one(v)]];
  if (!Array.isArray(v)) throw new FilterError('facetFilters must be a string or an array');
  const out: FacetFilterExpr = [];
  for (const item of v) {
    if (Array.isArray(item)) {
      const group = item.map(one);
      if (group.length > 0) out.push(group);
    } else out.push([one(item)]);
  }
  return out.length > 0 ? out : null;
}

function parseTag(s: string, attribute: string): FacetFilter {
  const negated = s.startsWith('-');
  const value = negated ? s.slice(1) : s.startsWith('\\-') ? s.slice(1) : s;
  return { attribute, value: value.toLowerCase(), negated };
}

/**
 * Read an attribute (dot path) from a record as a list of strings.
 * @param record - the record.
 * @param path - e.g. `language`, `hierarchy.lvl0`, `version`.
 * @returns `[]` when absent or null; arrays are flattened one level; numbers/booleans stringified.
 */
export function attributeValues(record: DocSearchRecord, path: string): string[] {
  let cur: unknown = record;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return [];
    cur = (cur as Record<string, unknown>)[key];
  }
  const out: string[] = [];
  const push = (x: unknown): void => {
    if (typeof x === 'string') out.push(x);
    else if (typeof x === 'number' || typeof x === 'boolean') out.push(String(x));
  };
  if (Array.isArray(cur)) cur.forEach(push);
  else push(cur);
  return out;
}

/** Per-attribute cache of lowercased values per doc. */
export class FacetValueCache {
  private readonly lower = new Map<string, string[][]>();
  private readonly original = new Map<string, string[][]>();
  constructor(private readonly records: readonly DocSearchRecord[]) {}

  /** Lowercased values of `attribute` for every doc. */
  lowerValues(attribute: string): string[][] {
    let v = this.lower.get(attribute);
    if (!v) {
      v = this.originalValues(attribute).map((vals) => vals.map((x) => x.toLowerCase()));
      this.lower.set(attribute, v);
    }
    return v;
  }

  /** Original values of `attribute` for every doc. */
  originalValues(attribute: string): string[][] {
    let v = this.original.get(attribute);
    if (!v) {
      v = this.records.map((r) => attributeValues(r, attribute));
      this.original.set(attribute, v);
    }
    return v;
  }
}

/**
 * Evaluate a filter expression over all docs.
 * @returns a bitmap, `1` where the doc passes; length = number of records.
 */
export function evaluateFilters(expr: FacetFilterExpr, cache: FacetValueCache, docCount: number): Uint8Array {
  const pass = new Uint8Array(docCount).fill(1);
  for (const group of expr) {
    const cols = group.map((f) => cache.lowerValues(f.attribute));
    for (let d = 0; d < docCount; d++) {
      if (!pass[d]) continue;
      let ok = false;
      for (let g = 0; g < group.length && !ok; g++) {
        const f = group[g];
        const has = cols[g][d].includes(f.value);
        ok = f.negated ? !has : has;
      }
      if (!ok) pass[d] = 0;
    }
  }
  return pass;
}

/**
 * Count facet values over matched docs.
 * @param attributes - requested facet attributes (`*` expands to {@link DEFAULT_FACET_ATTRIBUTES}).
 * @param docs - matched doc ids (before distinct).
 * @returns `{attr: {value: count}}`; attributes with no values map to `{}`.
 */
export function countFacets(attributes: readonly string[], docs: ArrayLike<number>, cache: FacetValueCache): Record<string, Record<string, number>> {
  const attrs = attributes.includes('*') ? [...new Set([...DEFAULT_FACET_ATTRIBUTES, ...attributes.filter((a) => a !== '*')])] : attributes;
  const out: Record<string, Record<string, number>> = {};
  for (const a of attrs) {
    const vals = cache.originalValues(a);
    const counts: Record<string, number> = {};
    for (let i = 0; i < docs.length; i++) {
      for (const v of vals[docs[i]]) counts[v] = (counts[v] ?? 0) + 1;
    }
    // Sort by count desc (Algolia's default facet ordering), then value.
    out[a] = Object.fromEntries(Object.entries(counts).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)));
  }
  return out;
}

/**
 * Turn a matched record into an Algolia hit (search-protocol.md §2.1, §7 "Per hit"):
 * retrieved attributes (dot paths nested, `objectID` always, `*` and `-attr` supported),
 * `_highlightResult` and `_snippetResult` nested like the record, hierarchy levels in lvl0→lvl6
 * order with null levels omitted, and a `_snippetResult` for every requested snippet attribute
 * that holds a non-null string.
 */
import { LEVELS, type DocSearchRecord } from './types.ts';
import { findMatches, highlightMatches, type HighlightResult, type HighlightTags, type SnippetResult, type ValueMatches } from './highlight.ts';
import { snippetMatches } from './snippet.ts';
import type { ResolvedWord } from './engine/word-resolver.ts';
import type { SearchRequest, SnippetSpec } from './search-params.ts';
import { ensureHtmlSafe } from './html-safe.ts';

/** A JSON object. */
export type JsonObject = Record<string, unknown>;

/** An Algolia hit: retrieved attributes plus `objectID`, `_highlightResult`, `_snippetResult`. */
export interface Hit extends JsonObject {
  objectID: string;
  _highlightResult?: JsonObject;
  _snippetResult?: JsonObject;
}

/** Searchable attributes `*` expands to for highlighting and snippeting. */
const SEARCHABLE = ['hierarchy', 'content'];

function getPath(obj: unknown, path: readonly string[]): unknown {
  let cur = obj;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
    cur = (cur as JsonObject)[k];
  }
  return cur;
}

function setPath(obj: JsonObject, path: readonly string[], value: unknown): void {
  let cur = obj;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    let next = cur[k];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) {
      next = {};
      cur[k] = next;
    }
    cur = next as JsonObject;
  }
  cur[path[path.length - 1]] = value;
}

function deletePath(obj: JsonObject, path: readonly string[]): void {
  const parent = path.length > 1 ? getPath(obj, path.slice(0, -1)) : obj;
  if (parent && typeof parent === 'object') delete (parent as JsonObject)[path[path.length - 1]];
}

function clone<T>(v: T): T {
  return v === null || typeof v !== 'object' ? v : (JSON.parse(JSON.stringify(v)) as T);
}

/**
 * Pick the attributes to retrieve.
 * @param record - the stored record.
 * @param attrs - `null`/`['*']` for all; dot paths become nested objects; `-attr` removes (with `*`).
 * @returns a new object; `objectID` always present.
 */
export function retrieveAttributes(record: DocSearchRecord, attrs: readonly string[] | null): JsonObject {
  const all = attrs === null || attrs.includes('*');
  let out: JsonObject;
  if (all) {
    out = clone(record) as JsonObject;
    for (const a of attrs ?? []) if (a.startsWith('-')) deletePath(out, a.slice(1).split('.'));
  } else {
    out = {};
    for (const a of attrs) {
      if (a.startsWith('-')) continue;
      const path = a.split('.');
      const v = getPath(record, path);
      if (v !== undefined) setPath(out, path, clone(v));
    }
  }
  out.objectID = record.objectID;
  return out;
}

/** Expand a requested attribute (`*`, `hierarchy`, `hierarchy.lvl1`, `content`, any path) to leaf paths holding strings (or string arrays). */
function expand(record: DocSearchRecord, attribute: string): string[][] {
  if (attribute === '*') return SEARCHABLE.flatMap((a) => expand(record, a));
  const path = attribute.split('.');
  const v = getPath(record, path);
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    const keys = path.length === 1 && path[0] === 'hierarchy' ? LEVELS.filter((l) => l in (v as JsonObject)) : Object.keys(v as JsonObject);
    return keys.flatMap((k) => expand(record, [...path, k].join('.')));
  }
  if (typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'))) return [path];
  return [];
}

/** Builds hits for one response, caching value analyses shared between hits (same page titles). */
export class HitBuilder {
  private readonly cache = new Map<string, ValueMatches>();
  private readonly tags: HighlightTags;

  constructor(
    private readonly req: SearchRequest,
    private readonly words: readonly ResolvedWord[],
  ) {
    this.tags = { pre: req.highlightPreTag, post: req.highlightPostTag };
  }

  private matches(value: string): ValueMatches {
    let vm = this.cache.get(value);
    if (!vm) {
      vm = findMatches(value, this.words);
      this.cache.set(value, vm);
    }
    return vm;
  }

  private highlight(value: string): HighlightResult {
    return highlightMatches(this.matches(ensureHtmlSafe(value)), this.tags);
  }

  private snippet(value: string, spec: SnippetSpec): SnippetResult {
    return snippetMatches(this.matches(ensureHtmlSafe(value)), this.tags, spec.words, this.req.snippetEllipsisText);
  }

  /**
   * Build the hit for one record.
   * @param record - the matched record.
   */
  build(record: DocSearchRecord): Hit {
    const hit = retrieveAttributes(record, this.req.attributesToRetrieve) as Hit;
    const hl: JsonObject = {};
    for (const a of this.req.attributesToHighlight) {
      for (const path of expand(record, a)) {
        const v = getPath(record, path) as string | string[];
        setPath(hl, path, Array.isArray(v) ? v.map((x) => this.highlight(x)) : this.highlight(v));
      }
    }
    if (Object.keys(hl).length > 0) hit._highlightResult = orderHierarchy(hl);
    const sn: JsonObject = {};
    for (const spec of this.req.attributesToSnippet) {
      for (const path of expand(record, spec.attribute)) {
        const v = getPath(record, path) as string | string[];
        setPath(sn, path, Array.isArray(v) ? v.map((x) => this.snippet(x, spec)) : this.snippet(v, spec));
      }
    }
    if (Object.keys(sn).length > 0) hit._snippetResult = orderHierarchy(sn);
    return hit;
  }
}

/** Re-insert `hierarchy` keys in lvl0→lvl6 order (JS keeps insertion order for these names). */
function orderHierarchy(o: JsonObject): JsonObject {
  const h = o.hierarchy;
  if (h && typeof h === 'object' && !Array.isArray(h)) {
    const src = h as JsonObject;
    const ordered: JsonObject = {};
    for (const l of LEVELS) if (l in src) ordered[l] = src[l];
    for (const k of Object.keys(src)) if (!(k in ordered)) ordered[k] = src[k];
    o.hierarchy = ordered;
  }
  return o;
}

/**
 * Turn a matched record into an Algolia hit (docs/protocol.md#response-fields, #per-query-response):
 * retrieved attributes (dot paths nested, `objectID` always, `*` and `-attr` supported),
 * `_highlightResult` and `_snippetResult` nested like the record, hierarchy levels in lvl0→lvl6
 * order with null levels omitted, and a `_snippetResult` for every requested snippet attribute
 * that holds a non-null string.
 */
import { LEVELS, type DocSearchRecord } from '../records/types.ts';
import { findMatches, highlightMatches, type HighlightResult, type HighlightTags, type SnippetResult, type TokenMatchMemo, type ValueMatches, newTokenMatchMemo } from './highlight.ts';
import { snippetMatches } from './snippet.ts';
import type { ResolvedWord } from '../engine/query/word-resolver.ts';
import type { SearchRequest, SnippetSpec } from './params.ts';
import { ensureHtmlSafe } from '../records/html-safe.ts';

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
  return retrieveCompiled(record, compileRetrieve(attrs));
}

/** Pre-split `attributesToRetrieve`. */
interface CompiledRetrieve {
  all: boolean;
  remove: string[][];
  paths: string[][];
}

function compileRetrieve(attrs: readonly string[] | null): CompiledRetrieve {
  return {
    all: attrs === null || attrs.includes('*'),
    remove: (attrs ?? []).filter((a) => a.startsWith('-')).map((a) => a.slice(1).split('.')),
    paths: (attrs ?? []).filter((a) => !a.startsWith('-') && a !== '*').map((a) => a.split('.')),
  };
}

function retrieveCompiled(record: DocSearchRecord, c: CompiledRetrieve): JsonObject {
  let out: JsonObject;
  if (c.all) {
    out = clone(record) as JsonObject;
    for (const path of c.remove) deletePath(out, path);
  } else {
    out = {};
    for (const path of c.paths) {
      const v = getPath(record, path);
      if (v !== undefined) setPath(out, path, clone(v));
    }
  }
  out.objectID = record.objectID;
  return out;
}

/** Leaf value found by {@link expand}. */
interface Leaf {
  path: string[];
  value: string | string[];
}

/**
 * Expand a requested attribute path (`*`, `hierarchy`, `hierarchy.lvl1`, `content`, any path) to
 * leaves holding strings (or string arrays); null and absent values yield nothing.
 */
function expand(record: DocSearchRecord, path: readonly string[], out: Leaf[] = []): Leaf[] {
  if (path.length === 1) {
    const a = path[0];
    if (a === '*') {
      for (const s of SEARCHABLE) expand(record, [s], out);
      return out;
    }
    if (a === 'hierarchy') {
      // fast path: static leaf paths, lvl0→lvl6 order
      for (const l of LEVELS) {
        const v = record.hierarchy[l];
        if (typeof v === 'string') out.push({ path: HIERARCHY_PATHS[l], value: v });
      }
      return out;
    }
  }
  const v = getPath(record, path);
  if (typeof v === 'string') out.push({ path: path as string[], value: v });
  else if (v !== null && typeof v === 'object') {
    if (Array.isArray(v)) {
      if (v.every((x) => typeof x === 'string')) out.push({ path: path as string[], value: v as string[] });
    } else {
      for (const k of Object.keys(v as JsonObject)) expand(record, [...path, k], out);
    }
  }
  return out;
}

/** `['hierarchy', lvlN]` paths, shared. */
const HIERARCHY_PATHS = Object.fromEntries(LEVELS.map((l) => [l, ['hierarchy', l]])) as Record<string, string[]>;

/** Builds hits for one response, caching value analyses shared between hits (same page titles). */
export class HitBuilder {
  private readonly cache = new Map<string, ValueMatches>();
  private readonly memo: TokenMatchMemo = newTokenMatchMemo();
  private readonly tags: HighlightTags;
  private readonly retrieve: CompiledRetrieve;
  private readonly highlightPaths: string[][];
  private readonly snippetPaths: Array<{ path: string[]; spec: SnippetSpec }>;

  constructor(
    private readonly req: SearchRequest,
    private readonly words: readonly ResolvedWord[],
  ) {
    this.tags = { pre: req.highlightPreTag, post: req.highlightPostTag };
    this.retrieve = compileRetrieve(req.attributesToRetrieve);
    this.highlightPaths = req.attributesToHighlight.map((a) => a.split('.'));
    this.snippetPaths = req.attributesToSnippet.map((spec) => ({ path: spec.attribute.split('.'), spec }));
  }

  private matches(value: string): ValueMatches {
    let vm = this.cache.get(value);
    if (!vm) {
      vm = findMatches(value, this.words, this.memo);
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
    const hit = retrieveCompiled(record, this.retrieve) as Hit;
    const hl: JsonObject = {};
    let any = false;
    for (const p of this.highlightPaths) {
      for (const { path, value } of expand(record, p)) {
        setPath(hl, path, Array.isArray(value) ? value.map((x) => this.highlight(x)) : this.highlight(value));
        any = true;
      }
    }
    if (any) hit._highlightResult = orderHierarchy(hl);
    const sn: JsonObject = {};
    any = false;
    for (const { path: p, spec } of this.snippetPaths) {
      for (const { path, value } of expand(record, p)) {
        setPath(sn, path, Array.isArray(value) ? value.map((x) => this.snippet(x, spec)) : this.snippet(value, spec));
        any = true;
      }
    }
    if (any) hit._snippetResult = orderHierarchy(sn);
    return hit;
  }
}

/** Re-insert `hierarchy` keys in lvl0→lvl6 order (JS keeps insertion order for these names). */
function orderHierarchy(o: JsonObject): JsonObject {
  const h = o.hierarchy;
  if (h && typeof h === 'object' && !Array.isArray(h)) {
    const src = h as JsonObject;
    const keys = Object.keys(src);
    let sorted = true;
    for (let i = 1; i < keys.length && sorted; i++) sorted = keys[i - 1] < keys[i];
    if (sorted) return o; // lvl0…lvl6 already in order (the usual case)
    const ordered: JsonObject = {};
    for (const l of LEVELS) if (l in src) ordered[l] = src[l];
    for (const k of Object.keys(src)) if (!(k in ordered)) ordered[k] = src[k];
    o.hierarchy = ordered;
  }
  return o;
}

/**
 * Request-parameter parsing and validation for one search (docs/protocol.md#modal-request,
 * #request-parameters). Accepts the object form and the legacy `params` URL-encoded
 * string (object keys win), typed values or their string forms, and applies the index-level
 * defaults when a parameter is absent.
 */
import { FilterError, parseFacetFilters, type FacetFilterExpr } from '../engine/query/facets.ts';
import type { TypoTolerance } from '../engine/query/word-resolver.ts';
import type { RemoveStopWords } from '../engine/text/stop-words.ts';
import { parseFilters, parseNumericFilters, type FilterNode } from '../engine/query/filters.ts';
import { DEFAULT_SNIPPET_WORDS } from './snippet.ts';
import { FACET_ATTRIBUTES, jsonTextWithinDepth, LIMITS, NUMERIC_ATTRIBUTES, utf8Bytes, valueWithinDepth } from './limits.ts';
import { SEARCH_CONFIG } from '../config.ts';

/** A client error in the request parameters; the server answers HTTP 400 with its message. */
export class ParamError extends Error {
  override name = 'ParamError';
  readonly status = 400;
}

/** Index-level defaults (DocSearch template settings, docs/protocol.md#index-settings). */
export interface IndexDefaults {
  attributesToSnippet: string[];
  attributesToHighlight: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  hitsPerPage: number;
  paginationLimitedTo: number;
}

/** The defaults the protocol prescribes (docs/protocol.md#request-parameters): what the /search page relies on. */
export const DEFAULT_INDEX_SETTINGS: IndexDefaults = {
  attributesToSnippet: [...SEARCH_CONFIG.params.attributesToSnippet],
  attributesToHighlight: [...SEARCH_CONFIG.params.attributesToHighlight],
  highlightPreTag: SEARCH_CONFIG.params.highlightPreTag,
  highlightPostTag: SEARCH_CONFIG.params.highlightPostTag,
  snippetEllipsisText: SEARCH_CONFIG.params.ellipsis,
  hitsPerPage: SEARCH_CONFIG.params.hitsPerPage,
  paginationLimitedTo: SEARCH_CONFIG.params.paginationLimit,
};

/** Maximum `hitsPerPage` (Algolia's limit). */
export const MAX_HITS_PER_PAGE = SEARCH_CONFIG.params.maxHitsPerPage;

/** A snippet request: attribute path and word count. */
export interface SnippetSpec {
  attribute: string;
  words: number;
}

/** Normalised parameters of one search. */
export interface SearchRequest {
  /** The query exactly as received (`''` when absent). */
  query: string;
  page: number;
  hitsPerPage: number;
  /** `null` means every attribute. Entries may be dot paths, `*`, or `-attr` exclusions. */
  attributesToRetrieve: string[] | null;
  attributesToHighlight: string[];
  attributesToSnippet: SnippetSpec[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  facetFilters: FacetFilterExpr | null;
  tagFilters: FacetFilterExpr | null;
  /** `filters` expression (Algolia boolean syntax). */
  filters: FilterNode | null;
  numericFilters: FilterNode | null;
  /** Requested facets (`null` when none asked). */
  facets: string[] | null;
  clickAnalytics: boolean;
  analytics: boolean;
  advancedSyntax: boolean;
  typoTolerance: TypoTolerance;
  distinct: boolean;
  paginationLimitedTo: number;
  /** Algolia `removeStopWords`: `true` (default: English), `false`, or ISO 639-1 codes; stop words become optional and uncounted. */
  removeStopWords: RemoveStopWords;
  /** Algolia `optionalWords`: strings whose words are optional in the query (at most {@link MAX_OPTIONAL_WORDS} strings). */
  optionalWords: string[];
  /** `default` search or `facet` (facet-value search). */
  type: 'default' | 'facet';
  facet: string | null;
  facetQuery: string;
  maxFacetHits: number;
  /** Facet values returned per facet (Algolia: default 100, max 1000). */
  maxValuesPerFacet: number;
  /** The merged raw parameters, echoed URL-encoded in `params`. */
  raw: Record<string, unknown>;
}

/**
 * Parse a legacy `params` string (`query=a&hitsPerPage=2&facetFilters=%5B...%5D`).
 * Values that look like JSON arrays/objects are JSON-parsed.
 * @throws ParamError when a JSON-looking value is malformed.
 */
export function parseParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(params)) {
    const t = v.trim();
    if ((t.startsWith('[') && t.endsWith(']')) || (t.startsWith('{') && t.endsWith('}'))) {
      if (!jsonTextWithinDepth(t)) throw new ParamError(`params: ${k} nests deeper than ${LIMITS.maxJsonDepth} levels`);
      try {
        out[k] = JSON.parse(t);
      } catch {
        throw new ParamError(`params: malformed JSON in ${k}`);
      }
    } else out[k] = v;
  }
  return out;
}

/**
 * Merge a request object with its legacy `params` string (object keys win).
 * @throws ParamError when `params` is not a string or is malformed.
 */
export function mergeParams(obj: Record<string, unknown>): Record<string, unknown> {
  const { params, ...rest } = obj;
  if (params === undefined || params === null || params === '') return rest;
  if (typeof params === 'object' && !Array.isArray(params)) return { ...(params as Record<string, unknown>), ...rest };
  if (typeof params !== 'string') throw new ParamError('params must be a URL-encoded string');
  return { ...parseParamsString(params), ...rest };
}

function int(name: string, v: unknown, def: number, min: number, max: number): number {
  if (v === undefined || v === null || v === '') return def;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n)) throw new ParamError(`${name} must be an integer`);
  if (n < min || n > max) throw new ParamError(`${name} must be between ${min} and ${max}`);
  return n;
}

function bool(name: string, v: unknown, def: boolean): boolean {
  if (v === undefined || v === null || v === '') return def;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  throw new ParamError(`${name} must be a boolean`);
}

function str(name: string, v: unknown, def: string, maxChars = Infinity): string {
  if (v === undefined || v === null) return def;
  if (typeof v !== 'string') throw new ParamError(`${name} must be a string`);
  if (v.length > maxChars) throw new ParamError(`${name} is longer than ${maxChars} characters (limit)`);
  return v;
}

/** A list parameter bounded by {@link LIMITS}: at most `maxEntries` entries of at most `maxChars` characters. */
function boundedList(name: string, v: unknown, maxEntries: number = LIMITS.maxAttributesPerList, maxChars: number = LIMITS.maxAttributeChars): string[] | undefined {
  const list = stringList(name, v);
  if (list === undefined) return undefined;
  if (list.length > maxEntries) throw new ParamError(`${name} has more than ${maxEntries} entries (limit)`);
  for (const x of list) if (x.length > maxChars) throw new ParamError(`${name}: an entry is longer than ${maxChars} characters (limit)`);
  return list;
}

/** Whether an attribute may be used in facets and filters (see `SEARCH_CONFIG.facetAttributes`). */
function filterable(attribute: string): boolean {
  return FACET_ATTRIBUTES.has(attribute) || NUMERIC_ATTRIBUTES.has(attribute);
}

const FILTERABLE_LIST = [...FACET_ATTRIBUTES, ...NUMERIC_ATTRIBUTES].join(', ');

function notFilterable(name: string, attribute: string): ParamError {
  return new ParamError(`${name}: attribute ${JSON.stringify(attribute.slice(0, 64))} is not filterable (filterable: ${FILTERABLE_LIST})`);
}

/**
 * `facetFilters` / `tagFilters` / `numericFilters` input, bounded before the engine parses it:
 * a JSON array string is decoded (depth-checked first), then entries are counted and measured.
 * @returns the value to hand to the engine parser (arrays decoded).
 * @throws ParamError over {@link LIMITS}.maxFilterEntries / maxFilterEntryChars / maxJsonDepth.
 */
function boundedFilterList(name: string, v: unknown): unknown {
  if (typeof v === 'string') {
    const t = v.trim();
    if (!t.startsWith('[')) {
      if (v.length > LIMITS.maxFilterEntryChars) throw new ParamError(`${name}: a filter is longer than ${LIMITS.maxFilterEntryChars} characters (limit)`);
      return v;
    }
    if (!jsonTextWithinDepth(t, 2)) throw new ParamError(`${name}: arrays nest at most 2 levels`);
    try {
      v = JSON.parse(t) as unknown;
    } catch {
      throw new ParamError(`${name}: malformed JSON array`);
    }
  }
  if (!Array.isArray(v)) return v; // the engine parser names the type error
  let entries = 0;
  for (const item of v) {
    const group: unknown[] = Array.isArray(item) ? item : [item];
    for (const x of group) {
      if (Array.isArray(x)) throw new ParamError(`${name}: arrays nest at most 2 levels`);
      if (++entries > LIMITS.maxFilterEntries) throw new ParamError(`${name} has more than ${LIMITS.maxFilterEntries} filters (limit)`);
      if (typeof x === 'string' && x.length > LIMITS.maxFilterEntryChars) throw new ParamError(`${name}: a filter is longer than ${LIMITS.maxFilterEntryChars} characters (limit)`);
    }
  }
  return v;
}

/** Check every attribute a parsed `filters`/`numericFilters` expression names (explicit stack; depth already bounded). */
function checkFilterAttributes(name: string, node: FilterNode | null): void {
  const stack: FilterNode[] = node ? [node] : [];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if ('items' in n) stack.push(...n.items);
    else if ('item' in n) stack.push(n.item);
    else if (!filterable(n.attribute)) throw notFilterable(name, n.attribute);
  }
}

/**
 * A list parameter: an array of strings, a JSON array string, or a comma-separated string.
 * @returns `undefined` when absent.
 * @throws ParamError on other types.
 */
export function stringList(name: string, v: unknown): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t.startsWith('[')) {
      if (!jsonTextWithinDepth(t, 1)) throw new ParamError(`${name} must be an array of strings`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(t);
      } catch {
        throw new ParamError(`${name}: malformed JSON array`);
      }
      return stringList(name, parsed);
    }
    return t === '' ? [] : t.split(',').map((s) => s.trim()).filter(Boolean);
  }
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  throw new ParamError(`${name} must be an array of strings`);
}

/** Most `optionalWords` strings accepted (each at most {@link MAX_OPTIONAL_WORD_CHARS} characters); SEARCH_CONFIG.limits. */
const MAX_OPTIONAL_WORDS = SEARCH_CONFIG.limits.maxOptionalWords;
/** Longest `optionalWords` string accepted, characters; SEARCH_CONFIG.limits. */
const MAX_OPTIONAL_WORD_CHARS = SEARCH_CONFIG.limits.maxOptionalWordChars;

/**
 * `removeStopWords`: a boolean (or its string form), or a list of ISO 639-1 codes (array, JSON
 * array or comma-separated string, each 2–3 letters).
 * @throws ParamError on other values.
 */
function removeStopWords(v: unknown): RemoveStopWords {
  if (v === undefined || v === null || v === '') return true;
  if (typeof v === 'boolean' || v === 'true' || v === 'false') return v === true || v === 'true';
  const list = stringList('removeStopWords', v)!;
  if (list.length > SEARCH_CONFIG.limits.maxStopWordLanguages || !list.every((l) => /^[a-z]{2,3}$/i.test(l))) throw new ParamError(`removeStopWords must be a boolean or a list of at most ${SEARCH_CONFIG.limits.maxStopWordLanguages} ISO 639-1 language codes`);
  return list;
}

/**
 * `optionalWords`: a string (one set of words) or a list of strings (Algolia accepts both).
 * @throws ParamError over {@link MAX_OPTIONAL_WORDS} strings or {@link MAX_OPTIONAL_WORD_CHARS} characters per string.
 */
function optionalWords(v: unknown): string[] {
  if (v === undefined || v === null || v === '') return [];
  let list: string[];
  if (typeof v === 'string' && !v.trim().startsWith('[')) list = [v];
  else list = stringList('optionalWords', v)!;
  if (list.length > MAX_OPTIONAL_WORDS) throw new ParamError(`optionalWords: at most ${MAX_OPTIONAL_WORDS} strings`);
  if (list.some((s) => s.length > MAX_OPTIONAL_WORD_CHARS)) throw new ParamError(`optionalWords: each string at most ${MAX_OPTIONAL_WORD_CHARS} characters`);
  return list;
}

function snippetSpecs(list: string[]): SnippetSpec[] {
  return list.map((s) => {
    const m = /^(.*?)(?::(\d+))?$/.exec(s.trim())!;
    const words = m[2] !== undefined ? Number(m[2]) : DEFAULT_SNIPPET_WORDS;
    if (words > LIMITS.maxSnippetWords) throw new ParamError(`attributesToSnippet: at most ${LIMITS.maxSnippetWords} words per snippet (limit)`);
    return { attribute: m[1], words };
  });
}

/**
 * Normalise one search's parameters.
 * @param input - the request object (from `requests[i]`, a single-index body, or the query string).
 * @param defaults - index-level defaults.
 * @throws ParamError (HTTP 400) on wrong types or out-of-range values.
 */
export function normaliseSearchRequest(input: unknown, defaults: IndexDefaults = DEFAULT_INDEX_SETTINGS): SearchRequest {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new ParamError('each request must be an object');
  if (!valueWithinDepth(input)) throw new ParamError(`request parameters nest deeper than ${LIMITS.maxJsonDepth} levels (limit)`);
  const raw = mergeParams(input as Record<string, unknown>);
  let keys = 0;
  for (const _ in raw) if (++keys > LIMITS.maxParamsPerRequest) throw new ParamError(`a request has more than ${LIMITS.maxParamsPerRequest} parameters (limit)`);
  const query = str('query', raw.query, '');
  if (query.length > LIMITS.maxQueryChars && utf8Bytes(query) > LIMITS.maxQueryChars) throw new ParamError(`query is longer than ${LIMITS.maxQueryChars} bytes (limit, as Algolia)`);
  let typo: TypoTolerance = true;
  const tt = raw.typoTolerance;
  if (tt !== undefined && tt !== null) {
    if (tt === 'min' || tt === 'strict') typo = tt;
    else typo = bool('typoTolerance', tt, true);
  }
  let distinct = true;
  if (raw.distinct !== undefined && raw.distinct !== null) {
    const d = raw.distinct;
    distinct = typeof d === 'number' || (typeof d === 'string' && /^\d+$/.test(d)) ? Number(d) > 0 : bool('distinct', d, true);
  }
  let facetFilters: FacetFilterExpr | null;
  let tagFilters: FacetFilterExpr | null;
  let filters: FilterNode | null;
  let numericFilters: FilterNode | null;
  try {
    facetFilters = parseFacetFilters(boundedFilterList('facetFilters', raw.facetFilters));
    tagFilters = parseFacetFilters(boundedFilterList('tagFilters', raw.tagFilters), '_tags');
    filters = parseFilters(str('filters', raw.filters, '', LIMITS.maxFiltersChars));
    numericFilters = parseNumericFilters(boundedFilterList('numericFilters', raw.numericFilters));
  } catch (e) {
    if (e instanceof FilterError) throw new ParamError(e.message);
    throw e;
  }
  for (const f of facetFilters?.flat() ?? []) if (!filterable(f.attribute)) throw notFilterable('facetFilters', f.attribute);
  checkFilterAttributes('filters', filters);
  checkFilterAttributes('numericFilters', numericFilters);
  let facets = boundedList('facets', raw.facets, Infinity) ?? null;
  if (facets) {
    facets = [...new Set(facets)];
    if (facets.length > LIMITS.maxFacets) throw new ParamError(`facets has more than ${LIMITS.maxFacets} distinct attributes (limit)`);
    for (const f of facets) if (f !== '*' && !filterable(f)) throw new ParamError(`facets: attribute ${JSON.stringify(f.slice(0, 64))} is not facetable (facetable: ${FILTERABLE_LIST})`);
  }
  const facet = raw.facet === undefined ? null : str('facet', raw.facet, '', LIMITS.maxAttributeChars);
  if (facet !== null && facet !== '' && !filterable(facet)) throw new ParamError(`facet: attribute ${JSON.stringify(facet)} is not facetable (facetable: ${FILTERABLE_LIST})`);
  const type = raw.type === undefined || raw.type === null ? 'default' : raw.type;
  if (type !== 'default' && type !== 'facet') throw new ParamError('type must be "default" or "facet"');
  return {
    query,
    page: int('page', raw.page, 0, 0, LIMITS.maxPage),
    hitsPerPage: int('hitsPerPage', raw.hitsPerPage, defaults.hitsPerPage, 0, MAX_HITS_PER_PAGE),
    attributesToRetrieve: boundedList('attributesToRetrieve', raw.attributesToRetrieve) ?? null,
    attributesToHighlight: boundedList('attributesToHighlight', raw.attributesToHighlight) ?? defaults.attributesToHighlight,
    attributesToSnippet: snippetSpecs(boundedList('attributesToSnippet', raw.attributesToSnippet) ?? defaults.attributesToSnippet),
    highlightPreTag: str('highlightPreTag', raw.highlightPreTag, defaults.highlightPreTag, LIMITS.maxTagChars),
    highlightPostTag: str('highlightPostTag', raw.highlightPostTag, defaults.highlightPostTag, LIMITS.maxTagChars),
    snippetEllipsisText: str('snippetEllipsisText', raw.snippetEllipsisText, defaults.snippetEllipsisText, LIMITS.maxEllipsisChars),
    facetFilters,
    tagFilters,
    filters,
    numericFilters,
    facets,
    clickAnalytics: bool('clickAnalytics', raw.clickAnalytics, false),
    analytics: bool('analytics', raw.analytics, true),
    advancedSyntax: bool('advancedSyntax', raw.advancedSyntax, true),
    typoTolerance: typo,
    distinct,
    paginationLimitedTo: int('paginationLimitedTo', raw.paginationLimitedTo, defaults.paginationLimitedTo, 0, 20_000),
    removeStopWords: removeStopWords(raw.removeStopWords),
    optionalWords: optionalWords(raw.optionalWords),
    type,
    facet,
    facetQuery: str('facetQuery', raw.facetQuery, '', LIMITS.maxFacetQueryChars),
    maxFacetHits: int('maxFacetHits', raw.maxFacetHits, 10, 1, 100),
    maxValuesPerFacet: int('maxValuesPerFacet', raw.maxValuesPerFacet, 100, 1, 1000),
    raw,
  };
}

/**
 * URL-encode parameters the way Algolia echoes them in `params` (`%20` for spaces; non-strings as JSON).
 * `indexName` and `requests` are left out.
 */
export function encodeParams(raw: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'indexName' || k === 'requests' || v === undefined) continue;
    const s = typeof v === 'string' ? v : JSON.stringify(v);
    parts.push(`${encodeURIComponent(wellFormed(k))}=${encodeURIComponent(wellFormed(s))}`);
  }
  return parts.join('&');
}

/** Replace lone UTF-16 surrogates with U+FFFD (encodeURIComponent throws on them). */
export function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

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

function str(name: string, v: unknown, def: string): string {
  if (v === undefined || v === null) return def;
  if (typeof v !== 'string') throw new ParamError(`${name} must be a string`);
  return v;
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

/** Most `optionalWords` strings accepted (each at most {@link MAX_OPTIONAL_WORD_CHARS} characters). */
export const MAX_OPTIONAL_WORDS = 100;
/** Longest `optionalWords` string accepted, characters. */
export const MAX_OPTIONAL_WORD_CHARS = 200;

/**
 * `removeStopWords`: a boolean (or its string form), or a list of ISO 639-1 codes (array, JSON
 * array or comma-separated string, each 2–3 letters).
 * @throws ParamError on other values.
 */
function removeStopWords(v: unknown): RemoveStopWords {
  if (v === undefined || v === null || v === '') return true;
  if (typeof v === 'boolean' || v === 'true' || v === 'false') return v === true || v === 'true';
  const list = stringList('removeStopWords', v)!;
  if (list.length > 50 || !list.every((l) => /^[a-z]{2,3}$/i.test(l))) throw new ParamError('removeStopWords must be a boolean or a list of at most 50 ISO 639-1 language codes');
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
    return { attribute: m[1], words: m[2] !== undefined ? Math.min(Number(m[2]), 1000) : DEFAULT_SNIPPET_WORDS };
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
  const raw = mergeParams(input as Record<string, unknown>);
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
    facetFilters = parseFacetFilters(raw.facetFilters);
    tagFilters = parseFacetFilters(raw.tagFilters, '_tags');
    filters = parseFilters(str('filters', raw.filters, ''));
    numericFilters = parseNumericFilters(raw.numericFilters);
  } catch (e) {
    if (e instanceof FilterError) throw new ParamError(e.message);
    throw e;
  }
  const type = raw.type === undefined || raw.type === null ? 'default' : raw.type;
  if (type !== 'default' && type !== 'facet') throw new ParamError('type must be "default" or "facet"');
  return {
    query: str('query', raw.query, ''),
    page: int('page', raw.page, 0, 0, 1_000_000),
    hitsPerPage: int('hitsPerPage', raw.hitsPerPage, defaults.hitsPerPage, 0, MAX_HITS_PER_PAGE),
    attributesToRetrieve: stringList('attributesToRetrieve', raw.attributesToRetrieve) ?? null,
    attributesToHighlight: stringList('attributesToHighlight', raw.attributesToHighlight) ?? defaults.attributesToHighlight,
    attributesToSnippet: snippetSpecs(stringList('attributesToSnippet', raw.attributesToSnippet) ?? defaults.attributesToSnippet),
    highlightPreTag: str('highlightPreTag', raw.highlightPreTag, defaults.highlightPreTag),
    highlightPostTag: str('highlightPostTag', raw.highlightPostTag, defaults.highlightPostTag),
    snippetEllipsisText: str('snippetEllipsisText', raw.snippetEllipsisText, defaults.snippetEllipsisText),
    facetFilters,
    tagFilters,
    filters,
    numericFilters,
    facets: stringList('facets', raw.facets) ?? null,
    clickAnalytics: bool('clickAnalytics', raw.clickAnalytics, false),
    analytics: bool('analytics', raw.analytics, true),
    advancedSyntax: bool('advancedSyntax', raw.advancedSyntax, true),
    typoTolerance: typo,
    distinct,
    paginationLimitedTo: int('paginationLimitedTo', raw.paginationLimitedTo, defaults.paginationLimitedTo, 0, 20_000),
    removeStopWords: removeStopWords(raw.removeStopWords),
    optionalWords: optionalWords(raw.optionalWords),
    type,
    facet: raw.facet === undefined ? null : str('facet', raw.facet, ''),
    facetQuery: str('facetQuery', raw.facetQuery, ''),
    maxFacetHits: int('maxFacetHits', raw.maxFacetHits, 10, 1, 100),
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

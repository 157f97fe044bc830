/**
 * The `filters` and `numericFilters` request parameters (docs/protocol.md#request-parameters):
 *
 * - `filters`: `attr:value`, `attr:"quoted value"`, `attr:lo TO hi`, `attr <op> number`
 *   (`<`, `<=`, `=`, `!=`, `>=`, `>`), combined with `AND`, `OR`, `NOT` and parentheses
 *   (Algolia's syntax; mixing rules are not enforced). Facet values compare case-insensitively.
 * - `numericFilters`: like `facetFilters` (string or array ANDed, nested arrays ORed) of
 *   `attr <op> number` or `attr:lo TO hi` entries.
 */
import { FilterError, parseJsonArrayParam, type FacetValueCache } from './facets.ts';
import { SEARCH_CONFIG } from '../../config.ts';

/** Bounds of one `filters` expression (defaults: `SEARCH_CONFIG.limits`). */
export interface FilterLimits {
  /** Nesting of parentheses and `NOT`, levels. */
  maxDepth: number;
  /** Conditions (facet, comparison, range), conditions. */
  maxTerms: number;
}

const DEFAULT_FILTER_LIMITS: FilterLimits = { maxDepth: SEARCH_CONFIG.limits.maxFilterDepth, maxTerms: SEARCH_CONFIG.limits.maxFilterTerms };

/** A parsed filter expression. */
export type FilterNode =
  | { kind: 'and' | 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'compare'; attribute: string; op: '<' | '<=' | '=' | '!=' | '>=' | '>'; value: number }
  | { kind: 'range'; attribute: string; lo: number; hi: number };

const TRAILING_SPACE_RE = /\s*$/y;
const TOKEN_RE = /\s*(\(|\)|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|<=|>=|!=|<|>|=|:|[^\s()<>=!:"']+)/y;

function tokenizeFilters(input: string): string[] {
  const out: string[] = [];
  TOKEN_RE.lastIndex = 0;
  let pos = 0;
  while (pos < input.length) {
    TRAILING_SPACE_RE.lastIndex = pos;
    if (TRAILING_SPACE_RE.test(input)) break;
    TOKEN_RE.lastIndex = pos;
    const m = TOKEN_RE.exec(input);
    if (!m) throw new FilterError(`filters: unexpected character at ${pos}`);
    out.push(m[1]);
    pos = TOKEN_RE.lastIndex;
  }
  return out;
}

function unquote(t: string): string {
  return /^["']/.test(t) ? t.slice(1, -1).replace(/\\(.)/g, '$1') : t;
}

function num(t: string | undefined, what: string): number {
  const n = Number(t);
  if (t === undefined || !Number.isFinite(n)) throw new FilterError(`filters: ${what} must be a number, got ${JSON.stringify(t)}`);
  return n;
}

/**
 * Parse a `filters` string (recursive descent whose depth is bounded by `limits.maxDepth`).
 * @param limits - nesting and condition bounds (default `SEARCH_CONFIG.limits`).
 * @returns the expression, or null for an empty string.
 * @throws FilterError (HTTP 400) on syntax errors, or when the expression nests deeper than
 *   `limits.maxDepth` or holds more than `limits.maxTerms` conditions.
 */
export function parseFilters(input: string, limits: FilterLimits = DEFAULT_FILTER_LIMITS): FilterNode | null {
  const toks = tokenizeFilters(input);
  if (toks.length === 0) return null;
  let i = 0;
  let depth = 0;
  let terms = 0;
  const enter = (): void => {
    if (++depth > limits.maxDepth) throw new FilterError(`filters: nested deeper than ${limits.maxDepth} levels (parentheses and NOT)`);
  };
  const term = (): void => {
    if (++terms > limits.maxTerms) throw new FilterError(`filters: more than ${limits.maxTerms} conditions`);
  };
  const peek = (): string | undefined => toks[i];
  const next = (): string => {
    if (i >= toks.length) throw new FilterError('filters: unexpected end of expression');
    return toks[i++];
  };
  const parseOr = (): FilterNode => {
    const items = [parseAnd()];
    while (peek() === 'OR') {
      i++;
      items.push(parseAnd());
    }
    return items.length === 1 ? items[0] : { kind: 'or', items };
  };
  const parseAnd = (): FilterNode => {
    const items = [parseUnary()];
    while (peek() === 'AND') {
      i++;
      items.push(parseUnary());
    }
    return items.length === 1 ? items[0] : { kind: 'and', items };
  };
  const parseUnary = (): FilterNode => {
    if (peek() === 'NOT') {
      i++;
      enter();
      const item = parseUnary();
      depth--;
      return { kind: 'not', item };
    }
    if (peek() === '(') {
      i++;
      enter();
      const e = parseOr();
      if (next() !== ')') throw new FilterError('filters: missing )');
      depth--;
      return e;
    }
    term();
    const attribute = unquote(next());
    const op = next();
    if (op === ':') {
      const v = unquote(next());
      if (peek() === 'TO') {
        i++;
        return { kind: 'range', attribute, lo: num(v, 'range start'), hi: num(next(), 'range end') };
      }
      return { kind: 'facet', attribute, value: v.toLowerCase() };
    }
    if (op === '<' || op === '<=' || op === '=' || op === '!=' || op === '>=' || op === '>') return { kind: 'compare', attribute, op, value: num(next(), attribute) };
    throw new FilterError(`filters: expected ":" or a comparison after ${JSON.stringify(attribute)}`);
  };
  const e = parseOr();
  if (i !== toks.length) throw new FilterError(`filters: unexpected ${JSON.stringify(toks[i])}`);
  return e;
}

/**
 * Parse `numericFilters` (string, JSON array string, or array; arrays ANDed, nested arrays ORed).
 * @throws FilterError on wrong types or syntax.
 */
export function parseNumericFilters(input: unknown): FilterNode | null {
  if (input === undefined || input === null || input === '') return null;
  const v = parseJsonArrayParam(input, 'numericFilters');
  const one = (x: unknown): FilterNode => {
    if (typeof x !== 'string') throw new FilterError('numericFilters: expected strings');
    const n = parseFilters(x);
    if (!n || (n.kind !== 'compare' && n.kind !== 'range')) throw new FilterError(`numericFilters: expected "attr<op>number", got ${JSON.stringify(x)}`);
    return n;
  };
  if (typeof v === 'string') return one(v);
  if (!Array.isArray(v)) throw new FilterError('numericFilters must be a string or an array');
  const items = v.map((x) => (Array.isArray(x) ? ({ kind: 'or', items: x.map(one) } as FilterNode) : one(x)));
  return items.length === 0 ? null : { kind: 'and', items };
}

function numbers(values: string[]): number[] {
  return values.map(Number).filter((n) => Number.isFinite(n));
}

/**
 * Evaluate an expression for one doc.
 * @param cache - per-attribute value cache (lowercased strings per doc).
 */
export function matchesFilter(node: FilterNode, doc: number, cache: FacetValueCache): boolean {
  switch (node.kind) {
    case 'and':
      return node.items.every((n) => matchesFilter(n, doc, cache));
    case 'or':
      return node.items.some((n) => matchesFilter(n, doc, cache));
    case 'not':
      return !matchesFilter(node.item, doc, cache);
    case 'facet':
      return cache.lowerValues(node.attribute)[doc].includes(node.value);
    case 'range':
      return numbers(cache.originalValues(node.attribute)[doc]).some((n) => n >= node.lo && n <= node.hi);
    case 'compare': {
      const vals = numbers(cache.originalValues(node.attribute)[doc]);
      const v = node.value;
      return vals.some((n) => (node.op === '<' ? n < v : node.op === '<=' ? n <= v : node.op === '=' ? n === v : node.op === '!=' ? n !== v : node.op === '>=' ? n >= v : n > v));
    }
  }
}

/**
 * AND an expression into a pass bitmap (in place; creates one when `bitmap` is null).
 * @returns the bitmap (1 = doc passes).
 */
export function applyFilter(node: FilterNode, cache: FacetValueCache, docCount: number, bitmap: Uint8Array | null): Uint8Array {
  const out = bitmap ?? new Uint8Array(docCount).fill(1);
  for (let d = 0; d < docCount; d++) if (out[d] && !matchesFilter(node, d, cache)) out[d] = 0;
  return out;
}

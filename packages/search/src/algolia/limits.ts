/**
 * Request limits: the values of `SEARCH_CONFIG.limits` and the two checks every
 * JSON input goes through before anything walks it recursively. Iterative code only, so no input
 * can overflow the stack. Table of limits: packages/search/README.md "Limits".
 */
import { SEARCH_CONFIG } from '../config.ts';

/** The request limits (see `SEARCH_CONFIG.limits` for units). */
export const LIMITS = SEARCH_CONFIG.limits;

/** Attributes usable in `facets`, `facetFilters`, `tagFilters` and facet conditions of `filters`. */
export const FACET_ATTRIBUTES: ReadonlySet<string> = new Set(SEARCH_CONFIG.facetAttributes);
/** Attributes usable in `numericFilters` and numeric conditions of `filters`. */
export const NUMERIC_ATTRIBUTES: ReadonlySet<string> = new Set(SEARCH_CONFIG.numericAttributes);

/**
 * Nesting depth of JSON text (`[` / `{` levels, strings skipped), scanned without parsing and
 * without recursion; stops as soon as `max` is exceeded.
 * @param text - JSON text (need not be valid: a malformed body is the parser's business).
 * @param max - depth that is still allowed, levels.
 * @returns true when no value nests deeper than `max`.
 */
export function jsonTextWithinDepth(text: string, max: number = LIMITS.maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return false;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return true;
}

/**
 * Nesting depth of a parsed value (arrays and objects), walked with an explicit stack; stops as
 * soon as `max` is exceeded.
 * @returns true when the value nests no deeper than `max` levels.
 */
export function valueWithinDepth(value: unknown, max: number = LIMITS.maxJsonDepth): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d + 1 > max) return false;
    for (const inner of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) {
      if (inner !== null && typeof inner === 'object') stack.push([inner, d + 1]);
    }
  }
  return true;
}

/** UTF-8 length of a string, bytes. */
export function utf8Bytes(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4; // surrogate pair: one code point
      i++;
    } else n += 3;
  }
  return n;
}

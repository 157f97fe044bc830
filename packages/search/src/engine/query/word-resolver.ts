/**
 * Resolve query words against the term dictionary (docs/protocol.md#index-settings, #ranking):
 * exact terms, plural variants (`ignorePlurals`), prefix expansion for the last word (`prefixLast`),
 * and typo candidates (1 typo from 3 characters, 2 from 7, none on tokens with digits).
 */
import type { QueryWord } from './query-parser.ts';
import { pluralVariants } from '../text/plurals.ts';
import { stem } from '../text/stemmer.ts';
import type { TermDictionary } from '../index/term-dictionary.ts';
import { SEARCH_CONFIG } from '../../config.ts';
import { termCode, termExactness, termTypos } from '../index/posting-layout.ts';

/** `typoTolerance` request setting. `min`/`strict` are applied after matching (see searcher). */
export type TypoTolerance = boolean | 'min' | 'strict';

/** Minimum word length (characters) for one typo (DocSearch `minWordSizefor1Typo`). */
export const MIN_WORD_SIZE_FOR_1_TYPO = 3;
/** Minimum word length (characters) for two typos (DocSearch `minWordSizefor2Typos`). */
export const MIN_WORD_SIZE_FOR_2_TYPOS = 7;
/** Prefix ranges with at most this many terms are inlined into `ids`. */
export const INLINE_PREFIX_TERMS = 16;
/** Upper bound on fuzzy candidates per word (keeps worst-case latency bounded). */
export const MAX_FUZZY_TERMS = SEARCH_CONFIG.engine.maxFuzzyTerms;

/** Exactness code (lower is better): the literal typed form. */
export const EX_LITERAL = 0;
/** Exactness code: an equivalent form (plural, or the same stem: `testing` for `test`). */
export const EX_EQUIVALENT = 1;
/** Exactness code: prefix completion or typo. */
export const EX_NONE = 2;

/**
 * Terms one pattern (a whole word, or one part of a compound) matches.
 * `codes[i]` for `ids[i]` is a term code (`typos << 2 | exactness`, engine/index/posting-layout.ts; see {@link EX_LITERAL}).
 */
export interface PatternTerms {
  /** The folded pattern, e.g. `schedul`. */
  pattern: string;
  prefix: boolean;
  /**
   * Prefix-expansion id range `[lo, hi)` kept out of `ids` when it is wide (more than
   * {@link INLINE_PREFIX_TERMS} terms); every term in it matches with 0 typos, exact only for the
   * term equal to the pattern. The searcher reads it through a merged-postings cache.
   */
  range: [number, number] | null;
  ids: number[];
  codes: number[];
  /** Exact and plural-variant terms (strings), for highlighting. */
  exactTerms: Set<string>;
  /** Typo matches (strings → typos), for highlighting. */
  fuzzyTerms: Map<string, number>;
}

/** A resolved query word: alternative A (`whole`) and, for multi-part words, alternative B (`parts`, all required). */
export interface ResolvedWord {
  word: QueryWord;
  whole: PatternTerms;
  parts: PatternTerms[] | null;
  /** The dotted path's last piece (see `QueryWord.tail`); its matches cost one typo. */
  tail: PatternTerms | null;
}

/**
 * Typo budget for a pattern: 1 typo from 3 characters, 2 from 7 (a prefix needs one more), none
 * on tokens with digits.
 * @param pattern - folded pattern (leading dashes ignored for the length).
 * @param tolerance - request `typoTolerance`; `false` disables typos.
 * @param prefix - the pattern is the last word, matched as a prefix.
 * @returns 0, 1 or 2.
 */
export function typoBudget(pattern: string, tolerance: TypoTolerance, prefix = false): number {
  if (tolerance === false) return 0;
  if (/\p{N}/u.test(pattern)) return 0;
  // A prefix being typed needs one more character per typo: on "dev" a substituted last letter
  // would expand to every "de?…" term, which is noise rather than a typo.
  const len = [...pattern.replace(/^-+/, '')].length - (prefix ? 1 : 0);
  if (len >= MIN_WORD_SIZE_FOR_2_TYPOS) return 2;
  if (len >= MIN_WORD_SIZE_FOR_1_TYPO) return 1;
  return 0;
}

/**
 * Resolve one pattern to dictionary terms (memoised per dictionary; the result is shared and must
 * not be mutated).
 * @param dict - the term dictionary.
 * @param pattern - folded term.
 * @param prefix - match as a prefix (last query word).
 * @param maxTypos - typo budget (0–2).
 */
export function resolvePattern(dict: TermDictionary, pattern: string, prefix: boolean, maxTypos: number): PatternTerms {
  let cache = PATTERN_CACHES.get(dict);
  if (!cache) PATTERN_CACHES.set(dict, (cache = new Map()));
  const key = `${prefix ? 'p' : 'w'}${maxTypos}${pattern}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const resolved = computePattern(dict, pattern, prefix, maxTypos);
  cache.set(key, resolved);
  if (cache.size > PATTERN_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return resolved;
}

/** stem → term ids, per dictionary (built on first use, ~10 ms for 10k terms). */
const STEM_INDEXES = new WeakMap<TermDictionary, Map<string, number[]>>();

/** The stem index of a dictionary: every plain a–z term of 4+ letters under its {@link stem}. */
export function stemIndex(dict: TermDictionary): Map<string, number[]> {
  let m = STEM_INDEXES.get(dict);
  if (!m) {
    m = new Map();
    dict.terms.forEach((t, id) => {
      if (t.length < 4 || !/^[a-z]+$/.test(t)) return;
      const k = stem(t);
      const list = m!.get(k);
      if (list) list.push(id);
      else m!.set(k, [id]);
    });
    STEM_INDEXES.set(dict, m);
  }
  return m;
}

/** Resolved patterns per dictionary (LRU). Keystroke queries re-resolve the same words constantly. */
const PATTERN_CACHES = new WeakMap<TermDictionary, Map<string, PatternTerms>>();
/** Patterns kept per dictionary. */
export const PATTERN_CACHE_SIZE = SEARCH_CONFIG.engine.patternCacheSize;

function computePattern(dict: TermDictionary, pattern: string, prefix: boolean, maxTypos: number): PatternTerms {
  const best = new Map<number, number>();
  const put = (id: number, code: number): void => {
    const cur = best.get(id);
    if (cur === undefined || code < cur) best.set(id, code);
  };
  const exactTerms = new Set<string>();
  const fuzzyTerms = new Map<string, number>();
  const exact = dict.indexOf(pattern);
  exactTerms.add(pattern);
  if (exact >= 0) put(exact, EX_LITERAL);
  for (const v of pluralVariants(pattern)) {
    const id = dict.indexOf(v);
    if (id >= 0) {
      put(id, EX_EQUIVALENT);
      exactTerms.add(v);
    }
  }
  let range: [number, number] | null = null;
  if (prefix) {
    const [lo, hi] = dict.prefixRange(pattern);
    if (hi - lo <= INLINE_PREFIX_TERMS) {
      for (let i = lo; i < hi; i++) put(i, EX_NONE);
    } else range = [lo, hi];
  }
  // Related word forms (stemming, our addition to DocSearch): no typo, and an equivalent form in
  // the exact criterion like a plural (testing ~ test, scheduling ~ schedule); the literal form
  // still wins. Only for words long enough to have a typo budget, so short words stay literal.
  if (maxTypos > 0) {
    for (const id of stemIndex(dict).get(stem(pattern)) ?? []) {
      // Also inside a prefix range: there it lifts the term from "prefix completion" to equivalent.
      put(id, EX_EQUIVALENT);
      exactTerms.add(dict.terms[id]); // highlighted as whole words
    }
  }
  if (maxTypos > 0) {
    for (const h of dict.fuzzy(pattern, { maxTypos, prefix, limit: MAX_FUZZY_TERMS })) {
      if (h.typos === 0 || (range !== null && h.id >= range[0] && h.id < range[1])) continue;
      put(h.id, termCode(h.typos, EX_NONE));
      fuzzyTerms.set(dict.terms[h.id], h.typos);
    }
  }
  const ids: number[] = [];
  const codes: number[] = [];
  for (const [id, code] of best) {
    ids.push(id);
    codes.push(code);
  }
  return { pattern, prefix, range, ids, codes, exactTerms, fuzzyTerms };
}

/**
 * Resolve a query word. Phrase words match exactly (no prefix, no typos).
 * @param dict - the term dictionary.
 * @param word - parsed query word.
 * @param tolerance - request `typoTolerance`.
 * @param synonyms - extra terms the word also matches (engine/query/synonyms.ts).
 * @param typoFloor - minimum typo budget (the short-word retry uses 1; never on digits or with typoTolerance false).
 */
export function resolveWord(dict: TermDictionary, word: QueryWord, tolerance: TypoTolerance, synonyms: readonly string[] = [], typoFloor = 0): ResolvedWord {
  const strict = word.phrase >= 0;
  const wholePattern = word.compound ?? word.parts[0];
  let budget = strict ? 0 : typoBudget(wholePattern, tolerance, word.prefix);
  if (!strict && tolerance !== false && budget < typoFloor && !/\p{N}/u.test(wholePattern)) budget = typoFloor;
  let whole = resolvePattern(dict, wholePattern, word.prefix && !strict, budget);
  if (synonyms.length > 0 && !strict) whole = withSynonyms(dict, whole, synonyms);
  let parts: PatternTerms[] | null = null;
  if (word.parts.length > 1 || (word.compound !== null && word.parts.length === 1)) {
    parts = word.parts.map((p, i) => resolvePattern(dict, p, word.prefix && !strict && i === word.parts.length - 1, 0));
  }
  let tail: PatternTerms | null = null;
  if (word.tail !== null && !strict) {
    const base = resolvePattern(dict, word.tail, word.prefix, 0);
    // Dropping the qualifier counts as one typo: copy with every code set to "1 typo, not exact";
    // a wide prefix range is inlined (bounded) so that cost applies to it too.
    const ids = [...base.ids];
    if (base.range !== null) for (let i = base.range[0]; i < Math.min(base.range[1], base.range[0] + MAX_FUZZY_TERMS); i++) ids.push(i);
    tail = { ...base, range: null, ids, codes: ids.map(() => termCode(1, EX_NONE)) };
  }
  return { word, whole, parts, tail };
}

/**
 * A copy of `p` that also matches the synonym terms `alts` (and their plurals) as equivalent forms,
 * with no typo (engine/query/synonyms.ts).
 */
function withSynonyms(dict: TermDictionary, p: PatternTerms, alts: readonly string[]): PatternTerms {
  const ids = [...p.ids];
  const codes = [...p.codes];
  const exactTerms = new Set(p.exactTerms);
  for (const alt of alts) {
    const a = resolvePattern(dict, alt, false, 0);
    a.ids.forEach((id, k) => {
      ids.push(id);
      codes.push(termCode(termTypos(a.codes[k]), Math.max(termExactness(a.codes[k]), EX_EQUIVALENT)));
    });
    for (const t of a.exactTerms) exactTerms.add(t);
  }
  return { ...p, ids, codes, exactTerms };
}

/** What a token matched, for highlighting. */
export interface TokenMatch {
  /** Index of the query word. */
  word: number;
  /** Number of leading characters of the (folded) term that matched, or null when the whole token matched. */
  prefixLen: number | null;
}

/**
 * Test a folded token against one pattern, the same way the engine matched it.
 * @returns null when it does not match.
 */
export function matchPattern(p: PatternTerms, term: string): { prefixLen: number | null } | null {
  if (p.exactTerms.has(term)) return { prefixLen: null };
  if (p.prefix && term.startsWith(p.pattern)) return { prefixLen: p.pattern.length };
  const typos = p.fuzzyTerms.get(term);
  if (typos !== undefined) {
    // A whole-word typo marks the word; a typo-tolerant prefix completion marks the term prefix
    // closest to what was typed.
    if (!p.prefix) return { prefixLen: null };
    const len = closestPrefixLength(p.pattern, term);
    return { prefixLen: len >= term.length ? null : len };
  }
  return null;
}

/**
 * Length of the prefix of `term` with the smallest edit distance to `pattern` (longest on ties).
 * @param pattern - the typed (folded) word.
 * @param term - the matched dictionary term.
 */
export function closestPrefixLength(pattern: string, term: string): number {
  const n = pattern.length;
  let prev2: number[] | null = null;
  let prev = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  let best = prev[n];
  let bestLen = 0;
  for (let i = 1; i <= term.length; i++) {
    const cur = new Array<number>(n + 1);
    cur[0] = i;
    const c = term.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cost = c === pattern.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j - 1] + cost, prev[j] + 1, cur[j - 1] + 1);
      if (prev2 !== null && j > 1 && cost === 1 && c === pattern.charCodeAt(j - 2) && term.charCodeAt(i - 2) === pattern.charCodeAt(j - 1)) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
    }
    if (cur[n] <= best) {
      best = cur[n];
      bestLen = i;
    }
    prev2 = prev;
    prev = cur;
  }
  return bestLen;
}

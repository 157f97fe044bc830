/**
 * Highlighting in Algolia's `_highlightResult` format (search-protocol.md §2.1, §2.3, §2.4).
 *
 * Works on the stored, already HTML-safe text: matches are found on the decoded text and the
 * request's pre/post tags are inserted at the corresponding escaped offsets, so the only raw markup
 * in a value is the tags themselves (nothing is double-escaped or unescaped). For prefix matches
 * only the matched prefix is marked (`<em>Action</em>tec`).
 */
import { decodeStored, ensureHtmlSafe } from './html-safe.ts';
import { fold, tokenize, TokenKind } from './engine/tokenizer.ts';
import { matchPattern, type ResolvedWord, type TokenMatch } from './engine/word-resolver.ts';

/** Algolia `HighlightResultOption`. */
export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** Algolia `SnippetResultOption`. */
export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

/** `full`: every query word matched in the value; `partial`: some; `none`: none. */
export type MatchLevel = 'none' | 'partial' | 'full';

/** Highlight tags from the request (`highlightPreTag`/`highlightPostTag`). */
export interface HighlightTags {
  pre: string;
  post: string;
}

/** Matches found in one stored value. Offsets index the stored (escaped) string. */
export interface ValueMatches {
  /** The stored value. */
  stored: string;
  /** Merged, sorted `[start, end)` ranges to mark, in escaped offsets. */
  ranges: Array<[number, number]>;
  /** Whitespace-delimited word spans `[start, end)` in escaped offsets. */
  chunks: Array<[number, number]>;
  /** For each chunk, the bitmask of query words matched inside it. */
  chunkWords: number[];
  /** Bitmask of all query words matched in the value. */
  wordMask: number;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted: boolean;
}

const ALNUM = /[\p{L}\p{N}]/u;

/** End offset (decoded text) after `foldedLen` folded letters/digits starting at `start`. */
function prefixEnd(text: string, start: number, end: number, foldedLen: number): number {
  let count = 0;
  let i = start;
  while (i < end && count < foldedLen) {
    const ch = text[i];
    if (/[\p{L}\p{N}]/u.test(ch)) count += fold(ch).length || 1;
    i++;
  }
  // include trailing combining marks of the last char
  while (i < end && /\p{M}/u.test(text[i])) i++;
  return i;
}

/** Per-response memo: token term → its matches (null: none), for plain and compound tokens. */
export interface TokenMatchMemo {
  plain: Map<string, TokenMatch[] | null>;
  compound: Map<string, TokenMatch[] | null>;
}

/** A fresh {@link TokenMatchMemo}. */
export function newTokenMatchMemo(): TokenMatchMemo {
  return { plain: new Map(), compound: new Map() };
}

/**
 * Which query words a token matches, the way the engine matched them.
 * @param term - folded token term.
 * @param compound - the token is a compound (parts alternatives do not apply to it).
 */
export function matchToken(words: readonly ResolvedWord[], term: string, compound: boolean): TokenMatch[] | null {
  let out: TokenMatch[] | null = null;
  for (let w = 0; w < words.length; w++) {
    const rw = words[w];
    let hit = matchPattern(rw.whole, term);
    if (!hit && rw.tail) hit = matchPattern(rw.tail, term);
    if (!hit && rw.parts && !compound) {
      for (const p of rw.parts) {
        hit = matchPattern(p, term);
        if (hit) break;
      }
    }
    if (hit) (out ??= []).push({ word: w, prefixLen: hit.prefixLen });
  }
  return out;
}

/**
 * Find what the query matched in a stored value.
 * @param stored - HTML-safe record text (raw `<>"` are escaped defensively first).
 * @param words - the resolved query words of the search.
 */
export function findMatches(stored: string, words: readonly ResolvedWord[], memo: TokenMatchMemo = newTokenMatchMemo()): ValueMatches {
  const safe = ensureHtmlSafe(stored);
  const { text, offsets } = decodeStored(safe);
  const raw: Array<[number, number]> = [];
  let wordMask = 0;
  const chunkRanges: Array<[number, number]> = [];
  const chunkRe = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = chunkRe.exec(text)) !== null) chunkRanges.push([m.index, m.index + m[0].length]);
  const chunkWords = new Array<number>(chunkRanges.length).fill(0);
  if (words.length > 0) {
    const toks = tokenize(text);
    let ci = 0;
    for (const t of toks) {
      while (ci < chunkRanges.length && chunkRanges[ci][1] <= t.start) ci++;
      const isCompound = t.kind === TokenKind.Compound;
      const cache = isCompound ? memo.compound : memo.plain;
      let hits = cache.get(t.term);
      if (hits === undefined) {
        hits = matchToken(words, t.term, isCompound);
        cache.set(t.term, hits);
      }
      if (hits === null) continue;
      for (const hit of hits) {
        const end = hit.prefixLen === null || hit.prefixLen >= t.term.length ? t.end : prefixEnd(text, t.start, t.end, hit.prefixLen);
        raw.push([t.start, end]);
        wordMask |= 1 << hit.word;
        if (ci < chunkWords.length) chunkWords[ci] |= 1 << hit.word;
      }
    }
  }
  raw.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const r of raw) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  // fully highlighted: no letter/digit outside the ranges (checks only the gaps)
  let fully = merged.length > 0;
  if (fully) {
    let prevEnd = 0;
    for (const [a, b] of merged) {
      if (ALNUM.test(text.slice(prevEnd, a))) {
        fully = false;
        break;
      }
      prevEnd = b;
    }
    if (fully && ALNUM.test(text.slice(prevEnd))) fully = false;
  }
  const all = words.length > 0 ? (1 << words.length) - 1 : 0;
  const matchedWords = words.filter((_, i) => wordMask & (1 << i)).map((w) => w.word.display);
  return {
    stored: safe,
    ranges: offsets === null ? merged : merged.map(([a, b]) => [offsets[a], offsets[b]] as [number, number]),
    chunks: offsets === null ? chunkRanges : chunkRanges.map(([a, b]) => [offsets[a], offsets[b]] as [number, number]),
    chunkWords,
    wordMask,
    matchLevel: wordMask === 0 ? 'none' : wordMask === all ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: fully,
  };
}

/**
 * Insert tags around the ranges inside `[from, to)` of the stored value.
 * @returns the marked substring (escaped text plus raw tags only).
 */
export function markRange(vm: ValueMatches, tags: HighlightTags, from = 0, to = vm.stored.length): string {
  let out = '';
  let pos = from;
  for (const [a0, b0] of vm.ranges) {
    const a = Math.max(a0, from);
    const b = Math.min(b0, to);
    if (b <= a) continue;
    out += vm.stored.slice(pos, a) + tags.pre + vm.stored.slice(a, b) + tags.post;
    pos = b;
  }
  return out + vm.stored.slice(pos, to);
}

/**
 * Highlight a stored value.
 * @param stored - HTML-safe record text.
 * @param words - resolved query words.
 * @param tags - request pre/post tags (inserted raw).
 * @returns `{value, matchLevel, matchedWords, fullyHighlighted}`.
 */
export function highlightValue(stored: string, words: readonly ResolvedWord[], tags: HighlightTags): HighlightResult {
  return highlightMatches(findMatches(stored, words), tags);
}

/**
 * Highlight from precomputed matches (lets a response reuse one analysis for highlight and snippet).
 * @param vm - result of {@link findMatches}.
 * @param tags - request pre/post tags.
 */
export function highlightMatches(vm: ValueMatches, tags: HighlightTags): HighlightResult {
  return { value: markRange(vm, tags), matchLevel: vm.matchLevel, matchedWords: vm.matchedWords, fullyHighlighted: vm.fullyHighlighted };
}

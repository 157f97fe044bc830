/**
 * Highlighting in Algolia's `_highlightResult` format (docs/protocol.md#response-fields, #highlight-and-snippet,
 * #html-safety).
 *
 * Works on the stored, already HTML-safe text: matches are found on the decoded text and the
 * request's pre/post tags are inserted at the corresponding escaped offsets, so the only raw markup
 * in a value is the tags themselves (nothing is double-escaped or unescaped). For prefix matches
 * only the matched prefix is marked (`<em>Action</em>tec`).
 */
import { decodeStored, ensureHtmlSafe } from '../records/html-safe.ts';
import { analyzeChunk, fold, simpleWord } from '../engine/text/tokenizer.ts';
import { matchPattern, type ResolvedWord, type TokenMatch } from '../engine/query/word-resolver.ts';

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

/** Mutable state of one {@link findMatches} pass (kept in one object: no per-call closures). */
interface MatchAccumulator {
  text: string;
  words: readonly ResolvedWord[];
  memo: TokenMatchMemo;
  raw: Array<[number, number]>;
  chunkWords: number[];
  wordMask: number;
}

/** Look a token up (memoised) and record its marked range(s). */
function markToken(acc: MatchAccumulator, ci: number, term: string, compound: boolean, start: number, end: number): void {
  const cache = compound ? acc.memo.compound : acc.memo.plain;
  let hits = cache.get(term);
  if (hits === undefined) {
    hits = matchToken(acc.words, term, compound);
    cache.set(term, hits);
  }
  if (hits === null) return;
  for (const hit of hits) {
    const e = hit.prefixLen === null || hit.prefixLen >= term.length ? end : prefixEnd(acc.text, start, end, hit.prefixLen);
    acc.raw.push([start, e]);
    acc.wordMask |= 1 << hit.word;
    acc.chunkWords[ci] |= 1 << hit.word;
  }
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
  const chunkWords: number[] = [];
  const acc: MatchAccumulator = { text, words, memo, raw, chunkWords, wordMask: 0 };
  // One pass over whitespace-delimited chunks; plain words take an allocation-free fast path.
  const chunkRe = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = chunkRe.exec(text)) !== null) {
    const from = m.index;
    const to = from + m[0].length;
    const ci = chunkRanges.length;
    chunkRanges.push([from, to]);
    chunkWords.push(0);
    if (words.length === 0) continue;
    const simple = simpleWord(m[0]);
    if (simple !== null) {
      const start = from + simple.lead;
      markToken(acc, ci, simple.word.toLowerCase(), false, start, start + simple.word.length);
      continue;
    }
    const a = analyzeChunk(text, from, to);
    if (a.parts.length === 0) continue;
    if (a.compound !== null) markToken(acc, ci, a.compound, true, a.parts[0].start, a.parts[a.parts.length - 1].end);
    for (const pc of a.pieceCompounds) markToken(acc, ci, pc.term, true, pc.start, pc.end);
    for (const part of a.parts) markToken(acc, ci, part.term, false, part.start, part.end);
  }
  wordMask = acc.wordMask;
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

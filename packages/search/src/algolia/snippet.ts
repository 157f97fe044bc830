/**
 * Snippets in Algolia's `_snippetResult` format (docs/protocol.md#highlight-and-snippet): at most N words
 * (`attr:N`, default 10) centred on the best match, highlighted, with `snippetEllipsisText` where
 * the text was cut. A value with no match yields its first N words with `matchLevel: 'none'`.
 */
import { findMatches, markRange, type HighlightTags, type SnippetResult, type ValueMatches } from './highlight.ts';
import type { ResolvedWord } from '../engine/query/word-resolver.ts';
import { SEARCH_CONFIG } from '../config.ts';

/** Default snippet length in words (Algolia `attributesToSnippet` default). */
export const DEFAULT_SNIPPET_WORDS = SEARCH_CONFIG.params.snippetWords;
/** Default `snippetEllipsisText` (Algolia default, U+2026). */
export const DEFAULT_ELLIPSIS = SEARCH_CONFIG.params.ellipsis;

function popcount(x: number): number {
  let c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}

/**
 * Choose the snippet window: the N-word window centred on a matching word that covers the most
 * distinct query words, then the most matching words; earliest on ties.
 * @returns `[startChunk, endChunk)`.
 */
export function chooseWindow(vm: ValueMatches, nWords: number): [number, number] {
  const total = vm.chunks.length;
  if (total <= nWords) return [0, total];
  if (nWords <= 0) return [0, 0];
  let best: [number, number] = [0, nWords];
  let bestScore = -1;
  const before = Math.floor((nWords - 1) / 2);
  for (let c = 0; c < total; c++) {
    if (vm.chunkWords[c] === 0) continue;
    const s = Math.max(0, Math.min(c - before, total - nWords));
    let mask = 0;
    let count = 0;
    for (let i = s; i < s + nWords; i++) {
      if (vm.chunkWords[i]) {
        mask |= vm.chunkWords[i];
        count++;
      }
    }
    const score = popcount(mask) * 1000 + count;
    if (score > bestScore) {
      bestScore = score;
      best = [s, s + nWords];
    }
  }
  return best;
}

/**
 * Snippet a stored value.
 * @param stored - HTML-safe record text.
 * @param words - resolved query words.
 * @param tags - request pre/post tags.
 * @param nWords - maximum words (≥ 0).
 * @param ellipsis - `snippetEllipsisText`, inserted raw where the text was cut.
 */
export function snippetValue(stored: string, words: readonly ResolvedWord[], tags: HighlightTags, nWords = DEFAULT_SNIPPET_WORDS, ellipsis = DEFAULT_ELLIPSIS): SnippetResult {
  return snippetMatches(findMatches(stored, words), tags, nWords, ellipsis);
}

/**
 * Snippet from precomputed matches.
 * @param vm - result of `findMatches`.
 * @param tags - request pre/post tags.
 * @param nWords - maximum words.
 * @param ellipsis - `snippetEllipsisText`.
 */
export function snippetMatches(vm: ValueMatches, tags: HighlightTags, nWords = DEFAULT_SNIPPET_WORDS, ellipsis = DEFAULT_ELLIPSIS): SnippetResult {
  const [s, e] = chooseWindow(vm, nWords);
  if (e <= s) return { value: vm.chunks.length > 0 ? ellipsis : '', matchLevel: vm.matchLevel };
  const total = vm.chunks.length;
  const from = s === 0 ? 0 : vm.chunks[s][0];
  const to = e === total ? vm.stored.length : vm.chunks[e - 1][1];
  const body = markRange(vm, tags, from, to);
  return { value: (s > 0 ? ellipsis : '') + body + (e < total ? ellipsis : ''), matchLevel: vm.matchLevel };
}

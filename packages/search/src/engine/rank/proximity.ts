/**
 * Proximity and phrase stages of the ranking (docs/protocol.md#ranking): the fine key of a
 * multi-word query (proximity, then exactness) and the advanced-syntax phrase check, both read
 * from a doc's forward index. The searcher owns the per-search match state and hands it in as a
 * {@link MatchView}.
 */
import type { SearchIndex } from '../index/search-index.ts';
import { INHERITED_RANK_BASE } from '../index/search-index.ts';
import { fwdField, fwdPosition, matchExactness } from '../index/posting-layout.ts';
import type { ResolvedWord } from '../query/word-resolver.ts';

/** Proximity distance cap (Algolia's maximum distance between two words). */
export const MAX_PROXIMITY = 8;
/** Exact points per word by exactness code (literal, equivalent, none). */
export const EXACT_POINTS = [2, 1, 0, 0];

/** The searcher's per-search match state, read-only here. */
export interface MatchView {
  /** Search generation: `stamp[w][doc] === gen` when doc matched query word `w`. */
  readonly gen: number;
  readonly stamp: readonly Int32Array[];
  /** Best match code (posting-layout.ts) of doc for word `w`. */
  readonly code: readonly Uint16Array[];
  /** Bitmask of the query words a term satisfies (0 when none). */
  maskOf(term: number): number;
}

/**
 * The proximity facts of one doc for multi-word queries, read from its forward index in one pass.
 * @param counted - indexes of the counted query words, ascending (at most 12).
 * @param best - out: `best[w]` is the smallest same-field distance between counted words `w` and
 *   `w + 1` (1 = adjacent, capped at {@link MAX_PROXIMITY}); only pairs the doc matches both words of
 *   are meaningful. Length at least `counted.length - 1`.
 * @returns true when the record's own heading is made only of query words (stop words included).
 */
export function proximityFacts(idx: SearchIndex, m: MatchView, doc: number, counted: readonly number[], best: Int32Array | number[]): boolean {
  const W = counted.length;
  const from = idx.fwdStart[doc];
  const to = idx.fwdStart[doc + 1];
  for (let w = 0; w < W - 1; w++) best[w] = MAX_PROXIMITY;
  const lastPos = new Array<number>(W).fill(-1);
  const ownPositions = idx.ownPositions[doc];
  let ownCovered = 0; // bitmask of matched positions in the own heading (positions < 31)
  let field = -1;
  for (let i = from; i < to; i++) {
    const mask = m.maskOf(idx.fwdTerm[i]);
    if (mask === 0) continue;
    const meta = idx.fwdMeta[i];
    const f = fwdField(meta);
    const pos = fwdPosition(meta);
    if (f !== field) {
      field = f;
      lastPos.fill(-1);
    }
    if (f < INHERITED_RANK_BASE && pos < 31) ownCovered |= 1 << pos;
    for (let w = 0; w < W; w++) {
      if ((mask & (1 << counted[w])) === 0) continue;
      if (w > 0 && lastPos[w - 1] >= 0) {
        const dd = Math.max(1, pos - lastPos[w - 1]);
        if (dd < best[w - 1]) best[w - 1] = dd;
      }
      if (w < W - 1 && lastPos[w + 1] >= 0) {
        const dd = Math.max(1, pos - lastPos[w + 1] + 1);
        if (dd < best[w]) best[w] = dd;
      }
    }
    for (let w = 0; w < W; w++) if (mask & (1 << counted[w])) lastPos[w] = pos;
  }
  return ownPositions > 0 && ownPositions < 31 && ownCovered === (1 << ownPositions) - 1;
}

/**
 * Proximity and exactness for multi-word queries: `proximity * 64 + (63 - exact)` (< 2^13), where
 * exact = 32 when the record's own heading is entirely made of query words, stop words included
 * (so "Defining assets" beats "Defining assets with asset dependencies") + per counted word
 * 2 (literal) / 1 (plural) / 0. Proximity is over consecutive counted words (stop words skipped).
 * @param counted - indexes of the counted query words, ascending.
 */
export function fineKey(idx: SearchIndex, m: MatchView, doc: number, counted: readonly number[]): number {
  const W = counted.length;
  const best = new Array<number>(Math.max(0, W - 1));
  const ownAll = proximityFacts(idx, m, doc, counted, best);
  let prox = 0;
  for (let w = 0; w < W - 1; w++) {
    if (m.stamp[counted[w]][doc] === m.gen && m.stamp[counted[w + 1]][doc] === m.gen) prox += Math.min(best[w], MAX_PROXIMITY);
  }
  let exact = 0;
  for (const w of counted) if (m.stamp[w][doc] === m.gen) exact += EXACT_POINTS[matchExactness(m.code[w][doc])];
  if (ownAll) exact += 32;
  return Math.min(prox, 127) * 64 + (63 - exact);
}

/** True when every phrase's words occur consecutively, in order, in one field. */
export function phrasesHold(idx: SearchIndex, m: MatchView, doc: number, words: readonly ResolvedWord[], phraseCount: number): boolean {
  for (let ph = 0; ph < phraseCount; ph++) {
    const members = words.map((w, i) => (w.word.phrase === ph ? i : -1)).filter((i) => i >= 0);
    if (members.length < 2) continue;
    const at = new Map<number, number>(); // (field << 16 | pos) → word bits
    for (let i = idx.fwdStart[doc]; i < idx.fwdStart[doc + 1]; i++) {
      const mask = m.maskOf(idx.fwdTerm[i]);
      if (mask) at.set(idx.fwdMeta[i], (at.get(idx.fwdMeta[i]) ?? 0) | mask);
    }
    let ok = false;
    for (const [k, bits] of at) {
      if (!(bits & (1 << members[0]))) continue;
      let all = true;
      let step = 0;
      for (let j = 1; j < members.length && all; j++) {
        step += Math.max(1, words[members[j - 1]].word.parts.length);
        all = ((at.get(k + step) ?? 0) & (1 << members[j])) !== 0;
      }
      if (all) {
        ok = true;
        break;
      }
    }
    if (!ok) return false;
  }
  return true;
}

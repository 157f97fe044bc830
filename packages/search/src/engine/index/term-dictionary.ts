/**
 * Sorted term dictionary with binary-searched prefix ranges and a candidate-bounded typo search.
 *
 * Typo search walks the sorted term list as an implicit trie: consecutive terms share their
 * common prefix's dynamic-programming rows, and as soon as every cell of a row exceeds the typo
 * budget the whole subtree (all terms sharing that prefix) is skipped with one binary search.
 * Distance is Damerau–Levenshtein restricted to adjacent transpositions (optimal string
 * alignment), so `shcedule` is one typo from `schedule`.
 */

/** A dictionary term matched by a query word. */
export interface TermHit {
  /** Index of the term in {@link TermDictionary.terms}. */
  id: number;
  /** Number of typos (0–2). */
  typos: number;
}

/** Options for {@link TermDictionary.fuzzy}. */
export interface FuzzyOptions {
  /** Maximum typos (1 or 2). */
  maxTypos: number;
  /** Prefix mode: a term matches when one of its prefixes (at least as long as the query) is within budget. */
  prefix: boolean;
  /** Stop after this many hits (a safety bound; default 500). */
  limit?: number;
  /**
   * Leading characters that must match exactly (default 1, like Elasticsearch's `prefix_length`):
   * a typo is never accepted on the first letter. This bounds the walk to one first-letter range.
   */
  exactPrefixLength?: number;
}

/**
 * The index vocabulary: unique terms sorted by UTF-16 code units. Exact look-up and prefix ranges
 * are binary searches (O(log n)); {@link TermDictionary.fuzzy} is the bounded typo walk.
 */
export class TermDictionary {
  /** Terms in ascending UTF-16 code-unit order, unique. */
  readonly terms: readonly string[];

  /**
   * @param sortedTerms - unique terms sorted with the default `Array.prototype.sort` order.
   * @throws Error when the input is not strictly ascending.
   */
  constructor(sortedTerms: readonly string[]) {
    for (let i = 1; i < sortedTerms.length; i++) {
      if (!(sortedTerms[i - 1] < sortedTerms[i])) throw new Error(`TermDictionary: terms not sorted/unique at ${i}`);
    }
    this.terms = sortedTerms;
  }

  /** Number of terms. */
  get size(): number {
    return this.terms.length;
  }

  /** First index whose term is `>= s` (binary search, O(log n)). */
  lowerBound(s: string, from = 0): number {
    let lo = from;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid] < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Id of an exact term, or -1. */
  indexOf(term: string): number {
    const i = this.lowerBound(term);
    return i < this.terms.length && this.terms[i] === term ? i : -1;
  }

  /**
   * Half-open id range `[lo, hi)` of the terms starting with `prefix`.
   * @param prefix - a non-empty folded prefix.
   */
  prefixRange(prefix: string, from = 0): [number, number] {
    const lo = this.lowerBound(prefix, from);
    return [lo, this.prefixEnd(prefix, lo)];
  }

  private prefixEnd(prefix: string, from: number): number {
    let lo = from;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid].startsWith(prefix) || this.terms[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Terms within `maxTypos` edits of `query` (whole-word mode) or whose some prefix (of length
   * ≥ `query.length - maxTypos`) is (prefix mode). Exact matches (0 typos) are included.
   * Cost is bounded by the trie nodes within the budget, not by the dictionary size.
   * @param query - folded query word.
   */
  fuzzy(query: string, opts: FuzzyOptions): TermHit[] {
    const k = opts.maxTypos;
    const limit = opts.limit ?? 500;
    const n = query.length;
    const terms = this.terms;
    const out: TermHit[] = [];
    const fixed = Math.min(opts.exactPrefixLength ?? 1, n);
    const [startAt, stopAt] = fixed > 0 ? this.prefixRange(query.slice(0, fixed)) : [0, terms.length];
    // rows[d] is the DP row after consuming d chars of the current term; pathMin[d] the best
    // last-column value seen at depths >= n along the path (prefix mode).
    // Banded DP (Ukkonen): only cells with |depth - j| <= k can be within budget; the rest hold
    // INF = k + 1. A row's band depends only on its depth, so reused rows stay consistent.
    const INF = k + 1;
    const newRow = (): Int32Array => new Int32Array(n + 1).fill(INF);
    const rows: Int32Array[] = [newRow()];
    for (let j = 0; j <= Math.min(n, k); j++) rows[0][j] = j;
    const pathMin: number[] = [Infinity];
    let prev = '';
    let valid = 0; // depth up to which rows[] match prev
    let i = startAt;
    while (i < stopAt && out.length < limit) {
      const t = terms[i];
      // Whole-word mode: a term whose length differs by more than k cannot match; when it is too
      // long, neither can any term sharing its first n + k + 1 characters (skip them at once).
      if (!opts.prefix ? Math.abs(t.length - n) > k : t.length < n - k) {
        let d = 0;
        const maxD = Math.min(valid, t.length, prev.length);
        while (d < maxD && t.charCodeAt(d) === prev.charCodeAt(d)) d++;
        valid = d; // rows 0..d are shared with prev and stay valid; prev is unchanged
        i = !opts.prefix && t.length > n + k ? Math.max(i + 1, this.prefixEnd(t.slice(0, n + k + 1), i)) : i + 1;
        continue;
      }
      let d = 0;
      const maxD = Math.min(valid, t.length, prev.length);
      while (d < maxD && t.charCodeAt(d) === prev.charCodeAt(d)) d++;
      let skipped = false;
      for (let depth = d + 1; depth <= t.length; depth++) {
        let row = rows[depth];
        if (!row) row = rows[depth] = newRow();
        const up = rows[depth - 1];
        const c = t.charCodeAt(depth - 1);
        row[0] = depth <= k ? depth : INF;
        let rowMin = row[0];
        const jFrom = Math.max(1, depth - k);
        const jTo = Math.min(n, depth + k);
        for (let j = jFrom; j <= jTo; j++) {
          const cost = query.charCodeAt(j - 1) === c ? 0 : 1;
          let v = up[j - 1] + cost;
          const del = up[j] + 1;
          if (del < v) v = del;
          const ins = row[j - 1] + 1;
          if (ins < v) v = ins;
          if (depth > 1 && j > 1 && cost === 1 && query.charCodeAt(j - 1) === t.charCodeAt(depth - 2) && query.charCodeAt(j - 2) === c) {
            const tr = rows[depth - 2][j - 2] + 1;
            if (tr < v) v = tr;
          }
          if (v > INF) v = INF;
          row[j] = v;
          if (v < rowMin) rowMin = v;
        }
        // A prefix of the term as short as n - k can be within budget (the typed word has extra letters).
        const pm = opts.prefix && depth >= n - k ? Math.min(pathMin[depth - 1], row[n]) : pathMin[depth - 1];
        pathMin[depth] = pm;
        // Prefix mode: once depth >= n + pm, deeper prefixes cannot do better than pm
        // (the last column is at least depth - n), so the whole subtree matches with pm typos.
        if (rowMin > k || (opts.prefix && pm <= k && depth >= n + pm)) {
          const prefix = t.slice(0, depth);
          const end = this.prefixEnd(prefix, i);
          if (opts.prefix && pm <= k) {
            for (let x = i; x < Math.min(end, stopAt) && out.length < limit; x++) out.push({ id: x, typos: pm });
          }
          valid = depth - 1;
          prev = t;
          i = end;
          skipped = true;
          break;
        }
      }
      if (skipped) continue;
      valid = t.length;
      const dist = opts.prefix ? pathMin[t.length] : rows[t.length][n];
      if (dist <= k) out.push({ id: i, typos: dist });
      prev = t;
      i++;
    }
    return out;
  }
}

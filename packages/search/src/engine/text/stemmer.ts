/**
 * English stemming for the "related word form" alternative: `partitioning` ↔ `partition`,
 * `testing` ↔ `test`, `deployment` ↔ `deploying`, `configuration` ↔ `configure`,
 * `concurrency` ↔ `concurrent`, `scheduling` ↔ `schedule`.
 *
 * Algolia/DocSearch only folds plurals; matching other word forms is our addition. Such a match
 * counts as a whole word without typo and as an equivalent form (like a plural) in the exact
 * criterion (see word-resolver.ts): the literal form still wins the exact tie-break.
 *
 * The stemmer is Porter2 (Snowball English) from the npm package `wink-porter2-stemmer` 2.0.1.
 * Measured on bench:relevance when the stemmer was chosen (all with exactness credit), S@1 / S@5:
 * - our former hand-rolled suffix stripper: held-out 0.62 / 0.78, tuning 0.67 / 0.83;
 * - Porter (npm `stemmer` 2.0.1): held-out 0.62 / 0.79, tuning 0.68 / 0.83 (and `deploy` ≠ `deployment`);
 * - Porter2: held-out 0.63 / 0.80, tuning 0.68 / 0.83 — kept.
 */
import porter2 from 'wink-porter2-stemmer';

/**
 * Stem a folded word. Words under 4 letters, or with anything but a–z, are returned unchanged
 * (so `s3`, `k8s`, `io`, `run` stay literal).
 * @param word - folded term, e.g. `partitioning`.
 * @returns the stem, e.g. `partit` (stems are match keys, not words).
 */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  return porter2(word);
}

/**
 * A light English stemmer for the "related word form" alternative: `partitioning` ↔ `partition`,
 * `testing` ↔ `test`, `deployment` ↔ `deploying`, `configuration` ↔ `configure`.
 *
 * Algolia/DocSearch only folds plurals; matching other word forms is our addition. Such a match
 * counts as a whole word without typo but earns no exactness (see word-resolver.ts): it competes
 * on attribute and proximity, and a literal or plural match wins every remaining tie. Adverb and
 * adjective suffixes (`-ly`, `-ive`) are left alone: they conflated too many unrelated words.
 */

/** Suffixes stripped (longest first) with what replaces them. */
const SUFFIXES: ReadonlyArray<[string, string]> = [
  ['izations', 'iz'], ['ization', 'iz'], ['isations', 'is'], ['isation', 'is'],
  ['ations', ''], ['ation', ''], ['ating', ''], ['ators', ''], ['ator', ''], ['ated', ''], ['ates', ''], ['ate', ''],
  ['ments', ''], ['ment', ''], ['ings', ''], ['ing', ''], ['ions', ''], ['ion', ''],
  ['edly', ''], ['ed', ''], ['ers', ''], ['er', ''],
  ['ables', ''], ['able', ''], ['ibles', ''], ['ible', ''], ['ities', ''], ['ity', ''], ['ness', ''],
];
const MIN_STEM = 3;

function singular(w: string): string {
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (/(x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(ss|us|is)$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  const n = w.length;
  return n > 3 && w[n - 1] === w[n - 2] && !/[aeiouylsz]/.test(w[n - 1]) ? w.slice(0, -1) : w;
}

/**
 * Stem a folded word. Words under 4 letters, or with anything but a–z, are returned unchanged.
 * @param word - folded term, e.g. `partitioning`.
 * @returns the stem, e.g. `partit` (stems are match keys, not words).
 */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let w = singular(word);
  for (let pass = 0; pass < 2; pass++) {
    let changed = false;
    for (const [suf, rep] of SUFFIXES) {
      if (w.endsWith(suf) && w.length - suf.length + rep.length >= MIN_STEM) {
        w = w.slice(0, -suf.length) + rep;
        if (suf === 'ing' || suf === 'ed' || suf === 'er' || suf === 'ings' || suf === 'ers') w = undouble(w);
        changed = true;
        break;
      }
    }
    if (!changed) break;
  }
  if (w.endsWith('e') && w.length > MIN_STEM) w = w.slice(0, -1);
  return w;
}

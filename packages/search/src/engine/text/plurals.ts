/**
 * Simple English plural folding (docs/protocol.md#index-settings: plurals ignored).
 *
 * Instead of stemming the index, a query word is expanded to its likely singular/plural forms,
 * and those forms that exist in the term dictionary match as if typed exactly (0 typos).
 * Because both directions are generated, `schedule` finds `schedules` and `queries` finds `query`.
 */

const MIN_LENGTH = 3;

/**
 * Candidate singular/plural forms of a folded English word (the word itself excluded).
 * Words shorter than 3 characters, and words containing digits, get none.
 * @param word - a folded term, e.g. `policy`.
 * @returns e.g. `['policys', 'policyes', 'policies']` for `policy`; `['asset', 'assete']`... (only forms
 *   present in the dictionary matter).
 */
export function pluralVariants(word: string): string[] {
  if (word.length < MIN_LENGTH || /[^a-z]/.test(word)) return [];
  const out = new Set<string>();
  // towards the plural
  if (word.endsWith('y') && !/[aeiou]y$/.test(word)) out.add(word.slice(0, -1) + 'ies');
  else if (/(s|x|z|ch|sh)$/.test(word)) out.add(word + 'es');
  if (!word.endsWith('s') || word.endsWith('ss')) out.add(word + 's');
  // towards the singular
  if (word.endsWith('ies') && word.length > 4) out.add(word.slice(0, -3) + 'y');
  if (word.endsWith('es') && word.length > 4 && /(s|x|z|ch|sh)es$/.test(word)) out.add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is') && word.length > MIN_LENGTH) {
    out.add(word.slice(0, -1));
  }
  out.delete(word);
  return [...out];
}

/**
 * Stop words for Algolia's `removeStopWords` (docs/protocol.md#ranking, "Optional words"): in a
 * query they are optional — not required for a record to match and not counted in the "words"
 * criterion — but never deleted: they still take part in highlighting and in the own-heading
 * bonus of the exact criterion.
 *
 * Source: the English list of the npm package `stopword` 3.1.5 (108 words: articles, pronouns,
 * auxiliaries, prepositions, `how`, `what`, `where`, `can`, `do`, …), plus the question and
 * auxiliary forms that list lacks and that start plain-English questions (`why`, `when`, `does`,
 * the pieces of contractions such as `doesn't`, `whom`, `whose`). A query word is a stop word when
 * every part of it is (`doesn't` → `doesn` + `t`). Only English (`en`) is known;
 * other languages in a `removeStopWords` list have no words.
 */
import { eng } from 'stopword';

/** Question and auxiliary forms missing from `stopword`'s English list (see the module doc). */
const QUESTION_FORMS = ['why', 'when', 'does', 'doesn', 'don', 'didn', 'isn', 'aren', 'wasn', 'won', 'cannot', 't', 'whom', 'whose'];

const STOP_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([['en', new Set([...eng.map((w) => w.toLowerCase()), ...QUESTION_FORMS])]]);

/** `removeStopWords` request setting: `true` (every known language), `false`, or ISO 639-1 codes. */
export type RemoveStopWords = boolean | string[];

/**
 * The stop-word set a `removeStopWords` setting selects.
 * @param setting - `true` → English (the only language known), `false` → none, a list → the union of its known languages.
 * @returns a set of folded words (empty when nothing applies).
 */
export function stopWordsFor(setting: RemoveStopWords): ReadonlySet<string> {
  if (setting === false) return EMPTY;
  if (setting === true) return STOP_WORDS.get('en')!;
  if (setting.length === 1) return STOP_WORDS.get(setting[0].toLowerCase()) ?? EMPTY;
  const out = new Set<string>();
  for (const lang of setting) for (const w of STOP_WORDS.get(lang.toLowerCase()) ?? []) out.add(w);
  return out;
}

const EMPTY: ReadonlySet<string> = new Set();

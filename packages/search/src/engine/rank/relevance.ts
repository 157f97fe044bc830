/**
 * Relevance scoring of multi-word queries (docs/protocol.md#ranking, "Multi-word queries").
 *
 * The tie-break order of a one-word query (words, typos, attribute, exact, custom) suits symbols
 * and titles, but a plain-English query ("how do I retry an op when it fails") is decided by
 * evidence: which of its words a section holds, how rare each word is, and where it stands. For a
 * query with two or more counted words (stop words are not counted) the searcher ranks sections
 * (distinct urls) by a score in the manner of BM25F, built from the stages below:
 *
 * 1. **Word weights** ({@link wordWeight}): each counted word weighs its inverse document
 *    frequency over sections, `ln(1 + (N - df + 0.5) / (df + 0.5))`, raised to
 *    {@link IDF_EXPONENT}, so "slack" outweighs "run" without drowning the other words.
 * 2. **Section evidence**: per word, the best {@link docMatchWeight} over the section's records (its
 *    heading record and content chunks, which inherit the page title and headings); summed with
 *    the word weights. A section therefore gets credit for words its heading and its paragraphs
 *    hold together, where a record alone would compete with only its own words.
 * 3. **Page evidence**: words the rest of the page holds count {@link PAGE_SHARE} of their weight,
 *    so a section of the page whose title and sections together answer the query wins.
 * 4. **Refinement** of the best {@link REFINE_EXTRA} + needed sections on their strongest record
 *    (the one with the most word weight; the hit shown is the section's best record by the tie-break
 *    key, its heading record first): a bonus for adjacent query words ({@link PROXIMITY_WEIGHT}), for an own heading made
 *    only of query words ({@link OWN_HEADING_WEIGHT}), a small prior for `weight.pageRank`
 *    ({@link PAGE_RANK_WEIGHT}), and a penalty for each better section of the same page already
 *    listed ({@link SAME_PAGE_PENALTY}), so one long page does not fill the list.
 *
 * Every weight is a fraction of the query's total word weight, so scores of different queries are
 * never compared and no weight depends on the query's length. Sections whose words reach less than
 * {@link MIN_COVERAGE} of the query's word weight (section plus page title) are not hits.
 */
import { matchAttr, matchExactness, matchTypos } from '../index/posting-layout.ts';
import { CONTENT_RANK, DESCRIPTION_RANK, INHERITED_RANK_BASE, KEYWORDS_RANK, QUESTIONS_RANK } from '../index/search-index.ts';

/** Weight of a word matched in the record's own lvl1 heading (the page title). */
export const OWN_TITLE_WEIGHT = 4;
/** Weight of a word in the inherited page title (a section of that page). */
export const INHERITED_TITLE_WEIGHT = 3;
/** Weight of a word in the record's own lvl2–lvl6 heading. */
export const OWN_HEADING_FIELD_WEIGHT = 2.5;
/** Weight of a word in an inherited lvl2–lvl6 heading. */
export const INHERITED_HEADING_WEIGHT = 1.5;
/** Weight of a word in `hierarchy.lvl0` (the top-level section name, shared by many pages). */
export const LVL0_WEIGHT = 0.5;
/** Weight of a word in the page's `description` (lvl1 records): a sentence that says what the page is for. */
export const DESCRIPTION_WEIGHT = 2;
/**
 * Weight of a word in the page's `keywords` (lvl1 records): phrases its authors wrote for the
 * words readers type, weighed like a word of content. Measured on the build with keywords on 415
 * pages (S@1 / S@5 / MRR@10, tuning | held-out): no keywords 0.87 / 0.92 / 0.90 | 0.74 / 0.88 / 0.80;
 * weight 1 0.88 / 0.94 / 0.91 | 0.76 / 0.90 / 0.82; 1.5 0.88 / 0.95 / 0.90 | 0.76 / 0.90 / 0.82;
 * 2 (the description's) 0.86 / 0.95 / 0.89 | 0.75 / 0.89 / 0.81; 2.5 0.85 / 0.94 / 0.88 | 0.74 / 0.90 / 0.80.
 */
export const KEYWORDS_WEIGHT = 1;
/** Weight of a word in `content`. */
export const CONTENT_WEIGHT = 1;
/** Weight of a word in `code` (commands and identifiers from code blocks). */
export const CODE_WEIGHT = 0.5;
/**
 * Weight of a word in the page's `questions` (lvl1 records): the questions the page answers, written
 * by the docs team in readers' words (frontmatter `search_questions`, about 6 per page). Measured on
 * the build with questions on 417 pages (S@1 / S@5 / MRR@10, tuning | held-out): no questions
 * 0.88 / 0.94 / 0.91 | 0.76 / 0.90 / 0.82; weight 1 0.90 / 0.95 / 0.92 | 0.77 / 0.91 / 0.82;
 * 1.25 0.89 / 0.96 / 0.92 | 0.77 / 0.92 / 0.83; 1.5 0.90 / 0.95 / 0.92 | 0.79 / 0.91 / 0.84;
 * 1.75 0.89 / 0.94 / 0.91 | 0.79 / 0.90 / 0.83; 2 0.89 / 0.94 | 0.77 / 0.90; 2.5 0.87 / 0.93 | 0.75 / 0.89.
 * 1 and 1.5 tie on tuning S@1 and MRR; 1.5 is kept for its tuning question-kind S@1 (0.84 against 0.82).
 */
export const QUESTIONS_WEIGHT = 1.5;
/** Factor per typo count (0, 1, 2) of a match. */
export const TYPO_FACTOR = [1, 0.55, 0.35] as const;
/** Factor per exactness code (literal, equivalent form, prefix or typo). */
export const EXACTNESS_FACTOR = [1, 0.9, 0.8, 0.8] as const;
/**
 * Factor on a plain query word (one part, not an identifier itself) matched in a heading that is a
 * code identifier (`dagster.failure_hook` for "failure hook"): the words of a sentence matching
 * pieces of a name are weaker evidence than the same words in a heading written in words. A query
 * word that is itself an identifier (`failure_hook`) keeps the full weight.
 */
export const IDENT_PIECE_FACTOR = 0.3;
/**
 * Factor on the score of a section of an API reference page (engine/index/search-index.ts
 * `referencePage`: most of its sections are headed by a code identifier) when every counted query
 * word is a plain word: a question typed in words is asked of the guides, and the reference
 * section that happens to hold the same words is the second answer, not the first.
 */
export const REFERENCE_PROSE_FACTOR = 0.6;
/** Share of a word's weight that a match elsewhere on the section's page earns. */
export const PAGE_SHARE = 0.3;
/** Smallest share of the query's word weight a hit must hold (section words plus page title), 0–1. */
export const MIN_COVERAGE = 0.5;
/** Bonus per adjacent pair of query words, times the lighter word of the pair (decreasing to 0 at the proximity cap). */
export const PROXIMITY_WEIGHT = 0.5;
/** Bonus when the representative record's own heading is made only of query words, share of the query's word weight. */
export const OWN_HEADING_WEIGHT = 0.5;
/** Bonus per `weight.pageRank` unit, share of the query's word weight. */
export const PAGE_RANK_WEIGHT = 0.01;
/** Penalty per section of the same page ranked before, share of the query's word weight. */
export const SAME_PAGE_PENALTY = 0.1;
/** Sections refined beyond the ones needed for the requested page. */
export const REFINE_EXTRA = 60;

/**
 * Exponent on a word's idf in its weight ({@link wordWeight}), below 1 so that a very rare word
 * (one or two sections) does not outweigh the rest of the query so far that only the sections
 * naming it clear the coverage floor: "replace dagster-shell with pipes" must still reach the
 * Pipes pages, which never name `dagster-shell`. Measured on the tuning half (S@1 / S@5 / MRR@10):
 * 1 → 0.87 / 0.91 / 0.89, 0.75 → 0.87 / 0.92 / 0.90, 0.5 → 0.87 / 0.92 / 0.89.
 */
export const IDF_EXPONENT = 0.75;

/**
 * Field weight of an attribute rank (engine/index/search-index.ts attribute ranks).
 * @param attr - attribute rank: 1–6 own heading, 10 + N inherited lvlN, 18 description, 19 keywords, 20 content, 21 code, 22 questions.
 */
export function fieldWeight(attr: number): number {
  if (attr === 1) return OWN_TITLE_WEIGHT;
  if (attr < INHERITED_RANK_BASE) return OWN_HEADING_FIELD_WEIGHT;
  if (attr === INHERITED_RANK_BASE) return LVL0_WEIGHT;
  if (attr === INHERITED_RANK_BASE + 1) return INHERITED_TITLE_WEIGHT;
  if (attr === DESCRIPTION_RANK) return DESCRIPTION_WEIGHT;
  if (attr === KEYWORDS_RANK) return KEYWORDS_WEIGHT;
  if (attr < CONTENT_RANK) return INHERITED_HEADING_WEIGHT;
  if (attr === CONTENT_RANK) return CONTENT_WEIGHT;
  if (attr === QUESTIONS_RANK) return QUESTIONS_WEIGHT;
  return CODE_WEIGHT; // CODE_RANK
}

/** Lookup table: match code (posting-layout.ts `typos << 7 | attr << 2 | exactness`, < 512) → weight. */
const MATCH_WEIGHTS: Float64Array = (() => {
  const t = new Float64Array(512);
  for (let c = 0; c < 512; c++) {
    const typos = Math.min(2, matchTypos(c));
    t[c] = fieldWeight(matchAttr(c)) * TYPO_FACTOR[typos] * EXACTNESS_FACTOR[matchExactness(c)];
  }
  return t;
})();

/**
 * Inverse document frequency of a word over sections (BM25's form, always positive).
 * @param df - sections (distinct urls) holding the word.
 * @param n - sections in the index.
 */
export function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/**
 * Weight of a counted query word: its {@link idf} raised to {@link IDF_EXPONENT}.
 * @param df - sections (distinct urls) holding the word; @param n - sections in the index.
 */
export function wordWeight(df: number, n: number): number {
  return idf(df, n) ** IDF_EXPONENT;
}

/**
 * How much one match of a word in a record is worth before the word's weight: the field weight
 * times the typo and exactness factors, and {@link IDENT_PIECE_FACTOR} when a plain query word's
 * best field is a heading level the index marks as an identifier.
 * @param code - match code; @param identLevels - the doc's `SearchIndex.identLevels` bits;
 * @param plain - the query word is one plain part.
 */
export function docMatchWeight(code: number, identLevels: number, plain: boolean): number {
  const v = MATCH_WEIGHTS[code & 511];
  if (!plain || identLevels === 0) return v;
  const a = matchAttr(code);
  if (a >= DESCRIPTION_RANK) return v;
  const level = a < INHERITED_RANK_BASE ? a : a - INHERITED_RANK_BASE;
  return (identLevels >> level) & 1 ? v * IDENT_PIECE_FACTOR : v;
}

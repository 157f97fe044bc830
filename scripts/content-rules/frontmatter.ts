/**
 * Rule `frontmatter`: a page has a non-empty frontmatter `title` and `description`, and no `# h1`
 * in its body (the frontmatter title is the page's h1); optional `keywords` is a list of at most
 * {@link MAX_KEYWORDS} phrases of 1 to {@link MAX_KEYWORD_PHRASE_WORDS} words each (site search
 * reads them from `<meta name="keywords">`, CONTENT-GUIDE.md "Frontmatter"); optional
 * `search_questions` is a list of at most {@link MAX_SEARCH_QUESTIONS} questions of
 * {@link MIN_QUESTION_WORDS} to {@link MAX_QUESTION_WORDS} words each (site search reads them from
 * `<meta name="docsearch:questions">`, written by website/src/theme/DocItem/Metadata).
 */
import type {ContentRule, Finding} from './types.ts';

/** Fenced code blocks (``` or ~~~), removed before looking for a body h1. */
const FENCED = /^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1[`~]*\s*$/gm;

/** Most phrases in a page's `keywords`. */
export const MAX_KEYWORDS = 10;
/** Most words in one keyword phrase, words. */
export const MAX_KEYWORD_PHRASE_WORDS = 6;
/** Most questions in a page's `search_questions`. */
export const MAX_SEARCH_QUESTIONS = 10;
/** Fewest words in one search question, words. */
export const MIN_QUESTION_WORDS = 2;
/** Most words in one search question, words (the indexer keeps 120 words: 10 questions of 12). */
export const MAX_QUESTION_WORDS = 12;

/** Words of a frontmatter list item (0 when it is not a string). */
function wordCount(v: unknown): number {
  return typeof v === 'string' ? v.trim().split(/\s+/).filter(Boolean).length : 0;
}

/** Bounds of one optional frontmatter list of short texts (`keywords`, `search_questions`). */
interface PhraseListBounds {
  key: string;
  /** What one item is called in messages ("phrase", "question"). */
  noun: string;
  maxItems: number;
  minWords: number;
  maxWords: number;
}

/** Findings for an optional frontmatter list: absent is fine; otherwise 1 to maxItems items of minWords to maxWords words. */
function checkPhraseList(value: unknown, b: PhraseListBounds): Finding[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length === 0 || value.length > b.maxItems) return [{line: 1, message: `frontmatter \`${b.key}\` must be a list of 1 to ${b.maxItems} ${b.noun}s`}];
  return value
    .filter((v) => {
      const words = wordCount(v);
      return words < b.minWords || words > b.maxWords;
    })
    .map((v) => ({line: 1, message: `frontmatter \`${b.key}\`: ${JSON.stringify(v)} must be a ${b.noun} of ${b.minWords} to ${b.maxWords} words`}));
}

export const frontmatter: ContentRule = {
  id: 'frontmatter',
  description:
    'Frontmatter `title` and `description` are set and non-empty; `keywords`, if set, is a short list of short phrases; `search_questions`, if set, is a short list of short questions; the body has no `# h1` heading.',
  check(d) {
    const out: Finding[] = [];
    for (const key of ['title', 'description'] as const) {
      const v = d.frontmatter[key];
      if (typeof v !== 'string' || !v.trim()) out.push({line: 1, message: `frontmatter \`${key}\` is missing or empty`});
    }
    out.push(...checkPhraseList(d.frontmatter.keywords, {key: 'keywords', noun: 'phrase', maxItems: MAX_KEYWORDS, minWords: 1, maxWords: MAX_KEYWORD_PHRASE_WORDS}));
    out.push(...checkPhraseList(d.frontmatter.search_questions, {key: 'search_questions', noun: 'question', maxItems: MAX_SEARCH_QUESTIONS, minWords: MIN_QUESTION_WORDS, maxWords: MAX_QUESTION_WORDS}));
    if (/^# \S/m.test(d.body.replace(FENCED, ''))) {
      out.push({line: d.bodyLine, message: 'body has a `# h1` heading; the frontmatter title is the h1'});
    }
    return out;
  },
};

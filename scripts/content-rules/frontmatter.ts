/**
 * Rule `frontmatter`: a page has a non-empty frontmatter `title` and `description`, and no `# h1`
 * in its body (the frontmatter title is the page's h1); optional `keywords` is a list of at most
 * {@link MAX_KEYWORDS} phrases of 1 to {@link MAX_KEYWORD_PHRASE_WORDS} words each (site search
 * reads them from `<meta name="keywords">`, CONTENT-GUIDE.md "Frontmatter").
 */
import type {ContentRule, Finding} from './types.ts';

/** Fenced code blocks (``` or ~~~), removed before looking for a body h1. */
const FENCED = /^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1[`~]*\s*$/gm;

/** Most phrases in a page's `keywords`. */
export const MAX_KEYWORDS = 10;
/** Most words in one keyword phrase, words. */
export const MAX_KEYWORD_PHRASE_WORDS = 6;

export const frontmatter: ContentRule = {
  id: 'frontmatter',
  description: 'Frontmatter `title` and `description` are set and non-empty; `keywords`, if set, is a short list of short phrases; the body has no `# h1` heading.',
  check(d) {
    const out: Finding[] = [];
    for (const key of ['title', 'description'] as const) {
      const v = d.frontmatter[key];
      if (typeof v !== 'string' || !v.trim()) out.push({line: 1, message: `frontmatter \`${key}\` is missing or empty`});
    }
    const kw = d.frontmatter.keywords;
    if (kw !== undefined) {
      if (!Array.isArray(kw) || kw.length === 0 || kw.length > MAX_KEYWORDS) out.push({line: 1, message: `frontmatter \`keywords\` must be a list of 1 to ${MAX_KEYWORDS} phrases`});
      else {
        for (const k of kw) {
          const words = typeof k === 'string' ? k.trim().split(/\s+/).filter(Boolean).length : 0;
          if (words === 0 || words > MAX_KEYWORD_PHRASE_WORDS) out.push({line: 1, message: `frontmatter \`keywords\`: ${JSON.stringify(k)} must be a phrase of 1 to ${MAX_KEYWORD_PHRASE_WORDS} words`});
        }
      }
    }
    if (/^# \S/m.test(d.body.replace(FENCED, ''))) {
      out.push({line: d.bodyLine, message: 'body has a `# h1` heading; the frontmatter title is the h1'});
    }
    return out;
  },
};

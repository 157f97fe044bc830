/**
 * Rule `frontmatter`: a page has a non-empty frontmatter `title` and `description`, and no `# h1`
 * in its body (the frontmatter title is the page's h1).
 */
import type {ContentRule, Finding} from './types.ts';

/** Fenced code blocks (``` or ~~~), removed before looking for a body h1. */
const FENCED = /^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1[`~]*\s*$/gm;

export const frontmatter: ContentRule = {
  id: 'frontmatter',
  description: 'Frontmatter `title` and `description` are set and non-empty; the body has no `# h1` heading.',
  check(d) {
    const out: Finding[] = [];
    for (const key of ['title', 'description'] as const) {
      const v = d.frontmatter[key];
      if (typeof v !== 'string' || !v.trim()) out.push({line: 1, message: `frontmatter \`${key}\` is missing or empty`});
    }
    if (/^# \S/m.test(d.body.replace(FENCED, ''))) {
      out.push({line: d.bodyLine, message: 'body has a `# h1` heading; the frontmatter title is the h1'});
    }
    return out;
  },
};

/**
 * Helpers for the rule tests: in-memory pages and a rule's findings as `line: message` strings.
 */
import type {DocFile} from '../lib/content.ts';
import {createContext} from './context.ts';
import type {ContentRule} from './types.ts';

/** An in-memory page with doc id `id`; its body starts on line 5 of the (imaginary) file. */
export function doc(id: string, body: string, frontmatter: Record<string, unknown> = {}): DocFile {
  return {file: `/docs/${id}.md`, rel: `${id}.md`, id, frontmatter, body, bodyLine: 5, blocks: []};
}

/** The findings of `rule` on `d` (in a run of that page alone), as `line: message`. */
export function problems(rule: ContentRule, d: DocFile): string[] {
  return rule.check(d, createContext([d])).map((f) => `${f.line}: ${f.message}`);
}

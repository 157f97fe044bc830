/**
 * Rule `prose-minimum`: a page carries a minimum of prose outside code, in words (tokens with a
 * letter or digit, see lib/content.ts `countWords`): 80 for index pages, 300 for guides
 * (`guides/...`), 150 for every other page. Pages generated from the API inventory are exempt: the
 * API reference tests check them.
 */
import {countWords, proseOf, type DocFile} from '../lib/content.ts';
import type {ContentRule} from './types.ts';

/** Pages generated from the API inventory (`api/python-api/<page>`, not its index pages). */
export const isGeneratedApiPage = (d: DocFile): boolean =>
  d.id.startsWith('api/python-api/') && !d.id.endsWith('/index') && d.id !== 'api/python-api/index';

/**
 * Minimum words of prose outside code for a page: index 80, guide 300, other 150. Also applied to
 * the built HTML by `check-routes.ts`, so source and build are held to one rule.
 * @param d the doc id (`guides/test/index`, `intro`), as in website/docs and the docs plugin's data.
 */
export function minimumProse(d: {id: string}): number {
  if (d.id === 'index' || d.id.endsWith('/index')) return 80;
  if (d.id.startsWith('guides/')) return 300;
  return 150;
}

export const proseMinimum: ContentRule = {
  id: 'prose-minimum',
  description: 'At least 80 (index pages), 300 (guides) or 150 (other pages) words of prose outside code; generated API pages exempt.',
  check(d) {
    if (isGeneratedApiPage(d)) return [];
    const words = countWords(proseOf(d.body));
    const min = minimumProse(d);
    return words < min ? [{line: d.bodyLine, message: `thin page: ${words} words of prose outside code (minimum ${min})`}] : [];
  },
};

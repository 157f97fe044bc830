/**
 * Walk a page's content scope and emit DocSearch records (docs/protocol.md#records, #indexer):
 * one lvl1 record, one record per h2–h6 heading (type lvlN), and content records aggregated per
 * heading section (p, li, dt, dd, td, blockquote, summary, figcaption, admonition bodies and loose
 * text), split into records of at most `maxWords` words — never dropped.
 */
import { DEFAULT_MAX_CONTENT_WORDS, type DocSearchRecord, type Hierarchy, type RecordType } from '../records/types.ts';
import { escapeText } from '../records/html-safe.ts';
import { cleanText, isSkipped, nodeText, type DomNode } from './dom-text.ts';
import { addCodeTerms, codeTerms } from './code-terms.ts';
import { SECTION_INDEX_LEVEL_BONUS } from './page-rank.ts';
import { SEARCH_CONFIG } from '../config.ts';

/** Page-wide values every record of the page shares. */
export interface PageContext {
  /** Absolute page URL without anchor. */
  url: string;
  /** lvl0 and lvl1 as plain text (escaped here). */
  lvl0: string;
  lvl1: string;
  language: string;
  version: string[];
  docusaurusTag: string;
  pageRank: number;
  /** Words per content record (default {@link DEFAULT_MAX_CONTENT_WORDS}). */
  maxWords?: number;
  /** Index code blocks (`pre`) as content (default false: code blocks are skipped). */
  includeCode?: boolean;
  /**
   * Words of commands and identifiers from a section's code blocks kept in its heading record's
   * `code` attribute (indexer/code-terms.ts); 0 turns it off. Default `SEARCH_CONFIG.indexer.maxCodeWords`.
   */
  maxCodeWords?: number;
  /** The page is a section index (page-rank.ts `isSectionIndex`): its lvl1 record's `weight.level` gets {@link SECTION_INDEX_LEVEL_BONUS}. */
  sectionIndex?: boolean;
  /**
   * The page's `<meta name="description">` as plain text (escaped here), or undefined: stored on the
   * lvl1 record as the extra attribute `description` (at most {@link MAX_DESCRIPTION_WORDS} words),
   * searched after the headings and before content (engine/index/search-index.ts).
   */
  description?: string;
  /**
   * The page's `<meta name="keywords">` (Docusaurus frontmatter `keywords`: the phrases a reader
   * would type to find the page, written by the docs team) as plain text, or undefined: stored on
   * the lvl1 record as the extra attribute `keywords` (comma-separated, at most
   * {@link MAX_KEYWORD_WORDS} words) and searched right after the description (engine/index/search-index.ts).
   */
  keywords?: string;
  /**
   * The page's `<meta name="docsearch:questions">` (frontmatter `search_questions`: the questions the
   * page answers, as readers type them, written by the docs team) as plain text, or undefined: stored
   * on the lvl1 record as the extra attribute `questions` (comma-separated, at most
   * {@link MAX_QUESTION_WORDS} words) and searched last (engine/index/search-index.ts).
   */
  questions?: string;
}

/** Words of a page description kept on its lvl1 record, words. */
export const MAX_DESCRIPTION_WORDS = SEARCH_CONFIG.indexer.maxDescriptionWords;
/** Words of page keywords kept on its lvl1 record, words. */
export const MAX_KEYWORD_WORDS = SEARCH_CONFIG.indexer.maxKeywordWords;
/** Words of page questions kept on its lvl1 record, words. */
export const MAX_QUESTION_WORDS = SEARCH_CONFIG.indexer.maxQuestionWords;

/** Elements whose whole text is one content block (not descended into). */
const CONTENT_TAGS = new Set(['p', 'li', 'dt', 'dd', 'td', 'blockquote', 'summary', 'figcaption']);
/** Inline elements: their text joins the surrounding inline run. */
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'br', 'img']);
const HEADING_RE = /^h([1-6])$/;

function hasClassPrefix(n: DomNode, prefix: string): boolean {
  return (n.attribs?.class ?? '').split(/\s+/).some((c) => c.startsWith(prefix));
}

function isCode(n: DomNode): boolean {
  return n.name === 'pre' || hasClassPrefix(n, 'theme-code-block');
}

function hasBlockDescendant(n: DomNode): boolean {
  for (const c of n.children ?? []) {
    if (c.type !== 'tag') continue;
    if (c.name && !INLINE_TAGS.has(c.name)) return true;
    if (hasBlockDescendant(c)) return true;
  }
  return false;
}

/** The first `max` words of a meta tag's text, cleaned; '' when there is none. */
function firstWords(text: string | undefined, max: number): string {
  return text ? cleanText(text).split(' ').slice(0, max).join(' ') : '';
}

function countWords(s: string): number {
  return s === '' ? 0 : s.split(' ').length;
}

/**
 * Split section text blocks into record-sized pieces of at most `maxWords` words: blocks are packed
 * whole while they fit; a longer block is split at sentence ends, then at word boundaries.
 * @param blocks - cleaned text blocks, in order.
 * @returns the content strings (plain text).
 */
export function packBlocks(blocks: readonly string[], maxWords: number): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let n = 0;
  const flush = (): void => {
    if (cur.length > 0) out.push(cur.join(' '));
    cur = [];
    n = 0;
  };
  const add = (s: string, w: number): void => {
    if (n + w > maxWords) flush();
    cur.push(s);
    n += w;
  };
  for (const b of blocks) {
    const w = countWords(b);
    if (w === 0) continue;
    if (w <= maxWords) {
      add(b, w);
      continue;
    }
    flush();
    for (const sentence of b.split(/(?<=[.!?:;])\s+/)) {
      const sw = countWords(sentence);
      if (sw <= maxWords) add(sentence, sw);
      else {
        const words = sentence.split(' ');
        for (let i = 0; i < words.length; i += maxWords) add(words.slice(i, i + maxWords).join(' '), Math.min(maxWords, words.length - i));
      }
    }
    flush();
  }
  flush();
  return out;
}

/**
 * Produce the records of one page.
 * @param scope - the content scope element, or null (lvl1 record only).
 * @param ctx - page-wide values.
 * @returns records in document order, positions 0…n-1.
 */
export function pageRecords(scope: DomNode | null, ctx: PageContext): DocSearchRecord[] {
  const maxWords = ctx.maxWords ?? DEFAULT_MAX_CONTENT_WORDS;
  const records: DocSearchRecord[] = [];
  const levels: Array<string | null> = [escapeText(ctx.lvl0), ctx.lvl1 ? escapeText(ctx.lvl1) : null, null, null, null, null, null];
  let anchor = '';
  let blocks: string[] = [];
  const maxCodeWords = ctx.maxCodeWords ?? SEARCH_CONFIG.indexer.maxCodeWords;
  /** The current section's heading record (receives `code`) and its code terms. */
  let head: DocSearchRecord | null = null;
  let code: string[] = [];
  const make = (type: RecordType, content: string | null): void => {
    const hierarchy: Hierarchy = { lvl0: levels[0], lvl1: levels[1], lvl2: levels[2], lvl3: levels[3], lvl4: levels[4], lvl5: levels[5], lvl6: levels[6] };
    const position = records.length;
    const url = anchor ? `${ctx.url}#${anchor}` : ctx.url;
    records.push({
      objectID: `${position}-${url}`,
      url,
      url_without_anchor: ctx.url,
      anchor,
      type,
      hierarchy,
      content,
      weight: { pageRank: ctx.pageRank, level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)) + (type === 'lvl1' && ctx.sectionIndex ? SECTION_INDEX_LEVEL_BONUS : 0), position },
      language: ctx.language,
      lang: ctx.language,
      version: ctx.version,
      docusaurus_tag: ctx.docusaurusTag,
    });
  };
  const flushCode = (): void => {
    if (head !== null && code.length > 0) head.code = escapeText(code.join(' '));
    code = [];
  };
  const flush = (): void => {
    const seen = new Set<string>();
    const unique = blocks.filter((b) => (seen.has(b) ? false : (seen.add(b), true)));
    for (const text of packBlocks(unique, maxWords)) make('content', escapeText(text));
    blocks = [];
  };
  const pushBlock = (raw: string): void => {
    const t = cleanText(raw);
    if (t) blocks.push(t);
  };
  const skipCode = (n: DomNode): boolean => !ctx.includeCode && isCode(n);

  if (levels[1] !== null) {
    make('lvl1', null);
    head = records[0];
    const description = firstWords(ctx.description, MAX_DESCRIPTION_WORDS);
    if (description) head.description = escapeText(description);
    const keywords = firstWords(ctx.keywords, MAX_KEYWORD_WORDS).replace(/,$/, ''); // a cut inside the list leaves no dangling comma
    if (keywords) head.keywords = escapeText(keywords);
    const questions = firstWords(ctx.questions, MAX_QUESTION_WORDS).replace(/,$/, '');
    if (questions) head.questions = escapeText(questions);
  }

  const visit = (node: DomNode): void => {
    if (node.type !== 'tag' && node.type !== 'root') return;
    if (isSkipped(node)) return;
    const name = node.name ?? '';
    const h = HEADING_RE.exec(name);
    if (h) {
      const level = Number(h[1]);
      if (level === 1) return;
      const text = cleanText(nodeText(node));
      if (!text) return;
      flush();
      flushCode();
      levels[level] = escapeText(text);
      for (let l = level + 1; l <= 6; l++) levels[l] = null;
      anchor = node.attribs?.id ?? anchor;
      make(`lvl${level}` as RecordType, null);
      head = records[records.length - 1];
      return;
    }
    if (name === 'header' && (node.children ?? []).some((c) => c.name === 'h1')) return;
    if (isCode(node)) {
      if (ctx.includeCode) pushBlock(nodeText(node));
      if (maxCodeWords > 0) addCodeTerms(code, codeTerms(node), maxCodeWords);
      return;
    }
    if (hasClassPrefix(node, 'admonitionHeading')) return;
    if (name === 'th' || name === 'caption') return;
    if (CONTENT_TAGS.has(name)) {
      pushBlock(nodeText(node, skipCode));
      return;
    }
    visitContainer(node);
  };

  const visitContainer = (node: DomNode): void => {
    let run = '';
    for (const c of node.children ?? []) {
      if (c.type === 'text') {
        run += c.data ?? '';
        continue;
      }
      if (c.type !== 'tag' || isSkipped(c)) continue;
      if (c.name && INLINE_TAGS.has(c.name) && !hasBlockDescendant(c)) {
        run += nodeText(c, skipCode);
        continue;
      }
      pushBlock(run);
      run = '';
      visit(c);
    }
    pushBlock(run);
  };

  if (scope) visitContainer(scope);
  flush();
  flushCode();
  return records;
}

/**
 * Plain-text extraction from parsed HTML nodes (cheerio/htmlparser2 DOM), with block boundaries
 * turned into spaces (minified Docusaurus HTML has none), U+200B and other zero-width characters
 * removed, whitespace collapsed (docs/protocol.md#docusaurus-dom: strip U+200B).
 */

/** The structural subset of a domhandler node the indexer reads. */
export interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  parent?: DomNode | null;
}

/** Elements whose text is never indexed. */
const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'svg', 'button', 'template', 'iframe', 'select', 'textarea', 'math']);

/** Elements that separate words (a space is inserted around them). */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'img',
]);

/** Class names whose elements are chrome, never content (`.hash-link`, breadcrumbs, TOC, pagination…). */
export const CHROME_CLASSES = [
  'hash-link',
  'theme-doc-breadcrumbs',
  'breadcrumbs',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'table-of-contents',
  'theme-doc-footer',
  'pagination-nav',
  'theme-edit-this-page',
  'theme-last-updated',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'buttonGroup',
  'cardContainer',
];

/** True when the element carries one of {@link CHROME_CLASSES} (hashed CSS-module suffixes allowed). */
export function isChrome(node: DomNode): boolean {
  const cls = node.attribs?.class;
  if (!cls) return false;
  for (const c of cls.split(/\s+/)) {
    for (const chrome of CHROME_CLASSES) if (c === chrome || c.startsWith(chrome + '_')) return true;
  }
  return false;
}

/** True for elements whose subtree is ignored entirely. */
export function isSkipped(node: DomNode): boolean {
  return node.type === 'script' || node.type === 'style' || (node.name !== undefined && SKIP_TAGS.has(node.name)) || node.attribs?.role === 'tablist' || isChrome(node);
}

/**
 * Collapse whitespace, remove zero-width characters (U+200B–U+200D, U+2060, U+FEFF) and trim.
 * @param s - raw text.
 */
export function cleanText(s: string): string {
  return s.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Text of a node and its descendants, skipping chrome/script/svg/buttons, with spaces at block
 * boundaries. Not cleaned: call {@link cleanText} on the result.
 * @param node - any DOM node.
 * @param skip - an extra predicate for subtrees to ignore.
 */
export function nodeText(node: DomNode, skip?: (n: DomNode) => boolean): string {
  const out: string[] = [];
  const walk = (n: DomNode): void => {
    if (n.type === 'text') {
      out.push(n.data ?? '');
      return;
    }
    if (n.type === 'comment' || n.type === 'directive') return;
    if (isSkipped(n) || (skip && skip(n))) return;
    const block = n.name !== undefined && BLOCK_TAGS.has(n.name);
    if (block) out.push(' ');
    if (n.name === 'img' && n.attribs?.alt) out.push(n.attribs.alt);
    for (const c of n.children ?? []) walk(c);
    if (block) out.push(' ');
  };
  walk(node);
  return out.join('');
}

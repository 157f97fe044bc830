/**
 * Inline scripts of a built page and their CSP hashes, read through the HTML parser (parse5, the
 * WHATWG parser browsers implement, so the text hashed is the text the browser hashes).
 */
import { createHash } from 'node:crypto';
import { load } from 'cheerio';
import { unsafeScheme } from './link-schemes.ts';

/** Script types a browser runs (classic and module scripts); data blocks such as JSON-LD are not scripts to CSP. */
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/** An element attribute holding a URL the reader can follow or the page loads. */
const LINK_ATTRIBUTES: ReadonlyArray<[selector: string, attribute: string]> = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['form[action]', 'action'],
  ['button[formaction]', 'formaction'],
  ['input[formaction]', 'formaction'],
  ['iframe[src]', 'src'],
  ['embed[src]', 'src'],
  ['object[data]', 'data'],
];

/** The element fields read here (domhandler `Element`). */
interface ElementLike {
  tagName?: string;
  attribs?: Record<string, string>;
}

/** What one page holds that delivery cares about. */
export interface PageScan {
  /** `'sha256-<base64>'` of each distinct inline script, in document order. */
  scriptHashes: string[];
  /** Link targets with an unsafe scheme (`<a href="javascript:…">`), as `element attribute="value"`. */
  unsafeLinks: string[];
  /** Inline event-handler attributes (`onclick`…), which the policy blocks, as `element attribute`. */
  inlineHandlers: string[];
}

/** CSP hash source of a script text (UTF-8 bytes, SHA-256, base64). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Scan one built page.
 * @param html - the page source.
 */
export function scanPage(html: string): PageScan {
  const $ = load(html);
  const hashes: string[] = [];
  $('script').each((_, el) => {
    const attrs = el.attribs ?? {};
    if (attrs.src !== undefined) return;
    const type = (attrs.type ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type)) return;
    const h = scriptHash($(el).text());
    if (!hashes.includes(h)) hashes.push(h);
  });
  const unsafeLinks: string[] = [];
  for (const [selector, attribute] of LINK_ATTRIBUTES) {
    $(selector).each((_, node) => {
      const el = node as unknown as ElementLike;
      const value = el.attribs?.[attribute] ?? '';
      if (unsafeScheme(value, true)) unsafeLinks.push(`<${el.tagName} ${attribute}="${value.slice(0, 80)}">`);
    });
  }
  const inlineHandlers: string[] = [];
  $('*').each((_, node) => {
    const el = node as unknown as ElementLike;
    for (const name of Object.keys(el.attribs ?? {})) if (/^on[a-z]+$/.test(name)) inlineHandlers.push(`<${el.tagName} ${name}>`);
  });
  return { scriptHashes: hashes, unsafeLinks, inlineHandlers };
}

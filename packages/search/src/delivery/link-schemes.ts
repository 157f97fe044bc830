/**
 * Link targets a page must never carry: `javascript:`, `data:` and `vbscript:`
 * run script, or show content the site cannot vouch for, in the site's origin when clicked.
 * Shared by the content rule (scripts/content-rules/unsafe-link-schemes.ts, on the markdown) and
 * the delivery build step (on the built HTML).
 */

/** Schemes refused as link targets, lower case with the colon. */
export const UNSAFE_LINK_SCHEMES = ['javascript:', 'data:', 'vbscript:'] as const;

/** Named character references that can spell a scheme (`&colon;`, `&Tab;`), lower-cased names. */
const NAMED: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n', amp: '&', lpar: '(', rpar: ')', sol: '/' };

/**
 * The unsafe scheme a link target starts with, or null. The target is read the way a browser
 * reads a URL's scheme (WHATWG URL): HTML character references decoded (pass `decoded: true` for
 * an attribute value a parser already decoded), ASCII tab/newline removed anywhere, leading C0
 * controls and spaces dropped, case ignored: `JaVa&#x09;Script:` is `javascript:`.
 * @param target - the raw target as written.
 */
export function unsafeScheme(target: string, decoded = false): string | null {
  const text = decoded
    ? target
    : target
        .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
        .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Math.min(Number(d), 0x10ffff)))
        .replace(/&([a-z]+);/gi, (m, n: string) => NAMED[n.toLowerCase()] ?? m);
  // eslint-disable-next-line no-control-regex
  const url = text.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '').toLowerCase();
  return UNSAFE_LINK_SCHEMES.find((s) => url.startsWith(s)) ?? null;
}

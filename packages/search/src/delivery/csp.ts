/**
 * The Content-Security-Policy of the site's HTML pages and the other response headers of static
 * delivery (MDN "Content-Security-Policy"; OWASP Secure Headers).
 *
 * Policy, per page:
 * - `default-src 'self'`: scripts, styles, images, fonts and frames only from the site's own origin;
 * - `script-src 'self' 'sha256-…'`: plus exactly the inline scripts of that page, by the hashes the
 *   build step computed (Docusaurus emits the colour-mode script on every page and a redirect
 *   script on redirect pages); no `'unsafe-inline'`, no `'unsafe-eval'`;
 * - `style-src 'self' 'unsafe-inline'`: React renders `style` attributes and Mermaid writes a
 *   `<style>` into each diagram it draws at run time, which no build-time hash can cover;
 * - `img-src 'self' data:`: the theme's stylesheets draw icons from `data:` SVG URLs;
 * - `font-src 'self' data:`; `connect-src 'self'` plus the configured search hosts;
 * - `object-src 'none'`, `base-uri 'self'`, `form-action 'self'`, `frame-ancestors 'none'`.
 */

/** Inputs of {@link contentSecurityPolicy}. */
export interface PolicyInput {
  /** CSP hash sources of the page's inline scripts (`'sha256-…'`). */
  scriptHashes: readonly string[];
  /** Extra origins for `connect-src` (the search hosts), `scheme://host[:port]`. */
  connectSrc: readonly string[];
}

/** The policy header value for one page. */
export function contentSecurityPolicy(input: PolicyInput): string {
  const connect = [...new Set(input.connectSrc)];
  return [
    "default-src 'self'",
    `script-src 'self'${input.scriptHashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${connect.map((o) => ` ${o}`).join('')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every static response (HTML or not). */
export const STATIC_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Headers on HTML pages besides the policy (`X-Frame-Options` for browsers without `frame-ancestors`). */
export const HTML_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
};

/**
 * Origins of search host URLs for `connect-src` (`http://127.0.0.1:4301/x` → `http://127.0.0.1:4301`).
 * @param urls - absolute http(s) URLs (e.g. the comma-separated `SEARCH_HOSTS`); others are ignored.
 */
export function searchHostOrigins(urls: readonly string[]): string[] {
  const out: string[] = [];
  for (const u of urls) {
    try {
      const parsed = new URL(u.trim());
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') out.push(parsed.origin);
    } catch {
      // not a URL: the docusaurus build ignores it too
    }
  }
  return [...new Set(out)];
}

/**
 * Page URL derivation for a built HTML file (docs/protocol.md#absolute-urls).
 *
 * When the page has `<link rel="canonical">`, its path is exact (it knows whether the route has
 * a trailing slash); it is re-based onto the requested site origin. Otherwise the URL is derived
 * from the file path: `foo/bar/index.html` → `/foo/bar`, `foo.html` → `/foo`, `index.html` → `/`.
 */
/**
 * Route path derived from a build-relative file path.
 * @param relFile - POSIX path relative to the build folder, e.g. `guides/automate/index.html`.
 * @returns e.g. `/guides/automate`.
 */
export function routeFromFile(relFile: string): string {
  let p = relFile.replace(/\\/g, '/').replace(/^\/+/, '');
  if (p === 'index.html') return '/';
  if (p.endsWith('/index.html')) p = p.slice(0, -'/index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  return '/' + p;
}

/**
 * Absolute page URL.
 * @param siteUrl - normalised site URL (see `normaliseSiteUrl` in records/site-url.ts), e.g. `https://docs.dagster.io`.
 * @param relFile - build-relative file path.
 * @param canonical - the page's canonical href, if any.
 */
export function pageUrl(siteUrl: string, relFile: string, canonical: string | undefined): string {
  if (canonical) {
    try {
      const c = new URL(canonical, siteUrl + '/');
      if (c.protocol === 'http:' || c.protocol === 'https:') return new URL(siteUrl).origin + c.pathname;
    } catch {
      // fall through to derivation
    }
  }
  const route = routeFromFile(relFile);
  return siteUrl + (route === '/' && siteUrl.endsWith('/') ? '' : route);
}

/** The site URL written into the records file and prefixed to every record `url`. */

/**
 * Normalise a site URL: must be absolute http(s); trailing slash removed.
 * @throws Error naming the problem when the URL is not absolute http(s).
 */
export function normaliseSiteUrl(siteUrl: string): string {
  let u: URL;
  try {
    u = new URL(siteUrl);
  } catch {
    throw new Error(`site URL ${JSON.stringify(siteUrl)} is not an absolute URL`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`site URL ${JSON.stringify(siteUrl)} must be http(s)`);
  return (u.origin + u.pathname).replace(/\/+$/, '');
}

/**
 * Which search servers the DocSearch modal and the /search page query (failover order, so a second
 * search host can take over: packages/search/docs/protocol.md#hosts-timeouts-and-retries).
 * Order of precedence:
 * 1. `localStorage['docs.searchHosts']`: a JSON array of URLs, an operator override for one browser
 *    (for example to try a staging search server). The site's Content-Security-Policy lets pages
 *    connect only to their own origin and the search hosts named in `SEARCH_HOSTS` at build time or
 *    when the server starts, so an override can only pick among those;
 * 2. `customFields.searchHosts` baked in at build time from the `SEARCH_HOSTS` env variable;
 * 3. the origin that served the page (the default: `npm start` serves site and search on one port).
 * The algoliasearch client tries the hosts in order and fails over on timeouts and 5xx (packages/search/docs/protocol.md, "Hosts, timeouts and retries");
 * a host that failed or timed out is then skipped for 120000 ms, also after a reload (host-state.ts).
 */

/** A host in the algoliasearch v5 `hosts` option shape. */
export interface SearchHost {
  /** Hostname (no scheme, no port). */
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

/** localStorage key of the per-browser override (a JSON array of absolute URLs). */
export const SEARCH_HOSTS_STORAGE_KEY = 'docs.searchHosts';

/**
 * Converts an absolute URL (`http://127.0.0.1:3001`) to a host entry.
 * @throws TypeError when `href` is not an absolute http(s) URL.
 */
export function toSearchHost(href: string): SearchHost {
  const u = new URL(href);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new TypeError(`Search host must be http(s): ${href}`);
  return {
    url: u.hostname.includes(':') ? `[${u.hostname}]` : u.hostname,
    ...(u.port ? {port: Number(u.port)} : {}),
    protocol: u.protocol === 'https:' ? 'https' : 'http',
    accept: 'readWrite',
  };
}

function readOverride(): string[] | null {
  try {
    const raw = window.localStorage.getItem(SEARCH_HOSTS_STORAGE_KEY);
    if (!raw) return null;
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) && list.every((x) => typeof x === 'string') && list.length ? list : null;
  } catch {
    return null; // storage unavailable or bad JSON: fall back to the configured hosts
  }
}

/**
 * The search hosts for this page view.
 * @param configured `customFields.searchHosts` (absolute URLs; may be empty).
 */
export function resolveSearchHosts(configured: readonly string[]): SearchHost[] {
  if (typeof window === 'undefined') {
    // Server-side rendering makes no requests; any well-formed host will do.
    return [{url: 'localhost', protocol: 'http', accept: 'readWrite'}];
  }
  const list = readOverride() ?? (configured.length ? [...configured] : [window.location.origin]);
  return list.map(toSearchHost);
}

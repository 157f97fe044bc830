/**
 * The eight page kinds the browser tests and page benchmarks visit: one path per kind,
 * each a real route of the built site (spec/requirements.md §2.2) except the not-found probe.
 */
import {waitReady} from '../../test-support/index.ts';
export interface PageKind {
  /** Short name used in test titles, screenshot files and benchmark tables. */
  kind: string;
  /** Path on the site, with query string where the kind needs one. */
  path: string;
}

export const PAGE_KINDS: readonly PageKind[] = [
  {kind: 'home', path: '/'},
  {kind: 'short-guide', path: '/getting-started/installation'},
  {kind: 'guide-with-diagram', path: '/guides/deploy/oss-deployment-architecture'},
  {kind: 'api', path: '/api/python-api/assets'},
  {kind: 'integration', path: '/integrations/libraries/dlt'},
  {kind: 'dagster-plus', path: '/dagster-plus/getting-started'},
  {kind: 'search', path: '/search?q=asset'},
  {kind: 'not-found', path: '/this-page-does-not-exist'},
];

/**
 * Waits until the page is interactive: the shared harness's {@link waitReady} (the `data-hydrated`
 * marker set by website/src/theme/Root.tsx once React has hydrated). Never a fixed sleep or
 * `networkidle` alone.
 * @param timeoutMs how long to wait (ms) before throwing playwright's TimeoutError.
 */
export async function waitForHydration(page: import('playwright-core').Page, timeoutMs = 30_000): Promise<void> {
  await waitReady(page, timeoutMs);
}

/**
 * Bundles the Algolia insights library and points it at our search server, so the DocSearch
 * insights plugin reuses `window.aa` instead of injecting a script from a CDN (packages/search/docs/protocol.md, "Insights events").
 * View events (batches of 20 objectIDs) and click events go to `<search host>/1/events`, on the
 * first search host not marked down when the modal loads.
 * Imported lazily with the modal (src/theme/SearchBar), before the modal mounts.
 */
import aa from 'search-insights';
import siteConfig from '@generated/docusaurus.config';
import {firstHostUp} from './host-state';
import {resolveSearchHosts} from './hosts';
import {configuredSearchHosts} from './liteClient';

declare global {
  interface Window {
    aa?: typeof aa;
    AlgoliaAnalyticsObject?: string;
  }
}

if (typeof window !== 'undefined' && !window.aa) {
  const {appId, apiKey} = siteConfig.themeConfig.algolia as {appId: string; apiKey: string};
  // The first search host not marked down (host-state.ts): the library sends every event to one host.
  const [head, ...rest] = resolveSearchHosts(configuredSearchHosts());
  const first = firstHostUp([head, ...rest]);
  const host = `${first.protocol}://${first.url}${first.port ? `:${first.port}` : ''}`;
  window.AlgoliaAnalyticsObject = 'aa';
  window.aa = aa;
  aa('init', {appId, apiKey, host, useCookie: false});
}

export {};

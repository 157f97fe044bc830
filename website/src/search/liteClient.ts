/**
 * Stand-in for `algoliasearch/lite` (aliased by src/plugins/search-client-alias.ts): the same
 * `liteClient(appId, apiKey, options)` but pointed at our own search hosts (src/search/hosts.ts)
 * unless the caller passes `hosts`, with host state kept as requirements §9 says (src/search/host-state.ts). The /search page of @docusaurus/theme-search-algolia calls
 * `liteClient(appId, apiKey)` directly, so this is how it reaches our server (packages/search/docs/protocol.md, "Client wiring").
 */
import {liteClient as upstreamLiteClient} from '@docs/algoliasearch-lite-upstream';
import siteConfig from '@generated/docusaurus.config';
import {createHostStateCache} from './host-state';
import {resolveSearchHosts} from './hosts';

type LiteOptions = NonNullable<Parameters<typeof upstreamLiteClient>[2]>;

/** Search hosts configured at build time (`customFields.searchHosts`). */
export function configuredSearchHosts(): string[] {
  const hosts = siteConfig.customFields?.searchHosts;
  return Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : [];
}

/**
 * `algoliasearch/lite`'s client, defaulting `hosts` to ours and `hostsCache` to
 * {@link createHostStateCache} (a host that failed or timed out is skipped for 120000 ms, across
 * queries and page loads: requirements §9).
 */
export function liteClient(appId: string, apiKey: string, options?: LiteOptions): ReturnType<typeof upstreamLiteClient> {
  return upstreamLiteClient(appId, apiKey, {hosts: resolveSearchHosts(configuredSearchHosts()), hostsCache: createHostStateCache(), ...options});
}

export * from '@docs/algoliasearch-lite-upstream';

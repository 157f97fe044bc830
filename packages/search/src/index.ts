/**
 * Public API of `@dagster-docs/search`: what the benchmarks and other packages use. The CLI
 * (`src/cli.ts`) is the usual entry point; modules inside the package import each other directly.
 *
 * - indexer: `indexSite` (built HTML → DocSearch records), records file I/O;
 * - engine: `SearchEngine` answers one normalised Algolia search request;
 * - server: `buildSearchServer`, the Algolia-compatible fastify app plus the static site;
 * - delivery: `buildDelivery`, the build step writing compressed variants and the CSP manifest.
 *
 * Contract: docs/protocol.md. Defaults and limits: `SEARCH_CONFIG` (src/config.ts).
 */
export { SEARCH_CONFIG, type SearchConfig } from './config.ts';

export type { DocSearchRecord, Hierarchy, Level, RecordType, RecordWeight, RecordsFile } from './records/types.ts';
export { escapeText } from './records/html-safe.ts';
export { readRecordsFile, writeRecordsFile } from './records/records-file.ts';
export { IndexerError } from './records/errors.ts';

export { indexSite, type IndexPageOptions, type IndexSiteOptions, type IndexSiteResult } from './indexer/index.ts';

export { SearchEngine, type EngineResponse } from './algolia/search-engine.ts';
export { normaliseSearchRequest, ParamError, type SearchRequest } from './algolia/params.ts';
export { docsearchModalRequest } from './algolia/modal-request.ts';

export { buildSearchServer, type SearchServerOptions, type SearchServerState } from './server/app.ts';
export { buildDelivery, type DeliveryBuildOptions, type DeliveryBuildResult } from './delivery/build.ts';

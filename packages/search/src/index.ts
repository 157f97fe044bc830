/**
 * Public API of `@dagster-docs/search`: the indexer (built HTML → DocSearch records), the
 * in-memory engine with DocSearch ranking, highlighting/snippeting, and the Algolia-compatible
 * fastify server. Contract: /work/shared/reference/search-protocol.md §1–4, §7.
 */
export type { DocSearchRecord, Hierarchy, Level, RecordType, RecordWeight, RecordsFile } from './types.ts';
export { LEVELS, DEFAULT_MAX_CONTENT_WORDS } from './types.ts';
export { escapeText, ensureHtmlSafe, isHttpUrl } from './html-safe.ts';

export { indexPage, indexSite, listHtmlFiles, readRecordsFile, writeRecordsFile, stripNoise, IndexerError, DEFAULT_SITE_URL, MIN_FILES_FOR_WORKERS } from './indexer.ts';
export type { IndexPageOptions, IndexSiteOptions, IndexSiteResult, PageResult } from './indexer.ts';
export { DEFAULT_PAGE_RANKS, pageRankFor, type PageRankRule } from './indexer/page-rank.ts';

export { SearchEngine, type EngineResponse, type FacetHitsResponse } from './engine/search-engine.ts';
export { buildSearchIndex, normaliseRecord, type SearchIndex } from './engine/search-index.ts';
export { Searcher, type EngineSearchParams, type EngineSearchResult } from './engine/searcher.ts';
export { tokenize, fold, type Token } from './engine/tokenizer.ts';
export { parseQuery, type ParsedQuery, type QueryWord } from './engine/query-parser.ts';
export { parseFacetFilters, FilterError, type FacetFilterExpr } from './engine/facets.ts';
export { parseFilters, parseNumericFilters, type FilterNode } from './engine/filters.ts';
export { stem } from './engine/stemmer.ts';
export { ResponseCache, type ResponseCacheOptions } from './server/response-cache.ts';

export { highlightValue, findMatches, type HighlightResult, type SnippetResult, type HighlightTags, type MatchLevel } from './highlight.ts';
export { snippetValue, DEFAULT_SNIPPET_WORDS, DEFAULT_ELLIPSIS } from './snippet.ts';
export { docsearchModalRequest } from './docsearch-request.ts';
export { normaliseSearchRequest, ParamError, DEFAULT_INDEX_SETTINGS, type SearchRequest, type IndexDefaults } from './search-params.ts';
export { HitBuilder, retrieveAttributes, type Hit } from './hit-builder.ts';

export { buildSearchServer, DEFAULT_APP_ID, DEFAULT_API_KEY, DEFAULT_INDEX_NAME, DEFAULT_DATA_DIR, RECORDS_FILE_IN_SITE, type SearchServerOptions, type SearchServerState } from './server.ts';
export { SearchService, type QueryResponse } from './server/search-service.ts';
export { AnalyticsLog, type QueryLogEntry, type EventLogEntry } from './server/analytics-log.ts';
export { buildReport, reportFromDataDir, formatReport, type QueryReport } from './report.ts';
export { syntheticCorpus } from './synthetic-corpus.ts';

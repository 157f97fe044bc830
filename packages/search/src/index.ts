/**
 * Public API of `@dagster-docs/search`: the indexer (built HTML → DocSearch records), the
 * in-memory engine with DocSearch ranking, highlighting/snippeting, and the Algolia-compatible
 * fastify server. Contract: docs/protocol.md.
 */
export type { DocSearchRecord, Hierarchy, Level, RecordType, RecordWeight, RecordsFile } from './records/types.ts';
export { LEVELS, DEFAULT_MAX_CONTENT_WORDS } from './records/types.ts';
export { escapeText, ensureHtmlSafe, isHttpUrl } from './records/html-safe.ts';

export { readRecordsFile, writeRecordsFile } from './records/records-file.ts';
export { IndexerError } from './records/errors.ts';
export { indexPage, indexSite, listHtmlFiles, stripNoise, DEFAULT_SITE_URL, MIN_FILES_FOR_WORKERS } from './indexer/index.ts';
export type { IndexPageOptions, IndexSiteOptions, IndexSiteResult, PageResult } from './indexer/index.ts';
export { DEFAULT_PAGE_RANKS, pageRankFor, type PageRankRule } from './indexer/page-rank.ts';

export { SearchEngine, type EngineResponse, type FacetHitsResponse } from './algolia/search-engine.ts';
export { buildSearchIndex, normaliseRecord, type SearchIndex } from './engine/index/search-index.ts';
export { Searcher, type EngineSearchParams, type EngineSearchResult } from './engine/rank/searcher.ts';
export { tokenize, fold, type Token } from './engine/text/tokenizer.ts';
export { parseQuery, type ParsedQuery, type QueryWord } from './engine/query/query-parser.ts';
export { parseFacetFilters, FilterError, type FacetFilterExpr } from './engine/query/facets.ts';
export { parseFilters, parseNumericFilters, type FilterNode } from './engine/query/filters.ts';
export { stem } from './engine/text/stemmer.ts';
export { ResponseCache, type ResponseCacheOptions } from './server/response-cache.ts';

export { highlightValue, findMatches, type HighlightResult, type SnippetResult, type HighlightTags, type MatchLevel } from './algolia/highlight.ts';
export { snippetValue, DEFAULT_SNIPPET_WORDS, DEFAULT_ELLIPSIS } from './algolia/snippet.ts';
export { docsearchModalRequest } from './algolia/modal-request.ts';
export { normaliseSearchRequest, ParamError, DEFAULT_INDEX_SETTINGS, type SearchRequest, type IndexDefaults } from './algolia/params.ts';
export { HitBuilder, retrieveAttributes, type Hit } from './algolia/hits.ts';

export { buildSearchServer, DEFAULT_APP_ID, DEFAULT_API_KEY, DEFAULT_INDEX_NAME, DEFAULT_DATA_DIR, RECORDS_FILE_IN_SITE, type SearchServerOptions, type SearchServerState } from './server/app.ts';
export { SearchService, type QueryResponse } from './server/search-service.ts';
export { AnalyticsLog, type QueryLogEntry, type EventLogEntry } from './analytics/log-writer.ts';
export { buildReport, reportFromDataDir, formatReport, type QueryReport } from './analytics/report.ts';

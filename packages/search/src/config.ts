/**
 * Every default and limit of the search package in one frozen object, read by the CLI, the
 * server, the indexer, the engine, the benchmarks and the website.
 *
 * Plain data with no `node:` imports, so the website build (Docusaurus config and client code)
 * can import it too. Command-line flags and server options override these values per run; the
 * object itself never changes at run time.
 *
 * Protocol facts behind the values: packages/search/docs/protocol.md.
 */

/** Freeze an object and every object inside it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The defaults and limits; see each field for its unit and meaning. */
export const SEARCH_CONFIG = deepFreeze({
  /**
   * Public search credentials and index (search-only: they grant nothing but searching, and the
   * browser sends them with every request). The ONE place they are written.
   */
  credentials: {
    /** Application id clients send as `x-algolia-application-id`. */
    appId: 'DAGSTERDOCS',
    /** Search-only API key clients send as `x-algolia-api-key`. */
    apiKey: 'docs-search-public-key',
    /** Name of the one index served. */
    indexName: 'dagster',
  },

  /** Files and folders. */
  files: {
    /** Absolute site URL prefixed to record urls (`--url` overrides). */
    siteUrl: 'https://docs.dagster.io',
    /** Records file inside a site build, POSIX path relative to the build folder. */
    recordsFileInSite: 'search/records.json',
    /** Folder for query and event logs, relative to the repository root. */
    dataDir: '.search-data',
  },

  /** The indexer (built HTML → DocSearch records). */
  indexer: {
    /** Words per content record before it is split, words. */
    maxContentWords: 100,
    /**
     * Words of code-block commands and identifiers kept per section in its heading record's `code`
     * attribute (ranked after content; indexer/code-terms.ts), words.
     */
    maxCodeWords: 40,
    /** Words of the page's meta description kept on its lvl1 record's `description` attribute, words. */
    maxDescriptionWords: 60,
    /** Words of the page's meta keywords kept on its lvl1 record's `keywords` attribute, words. */
    maxKeywordWords: 60,
    /**
     * Words of the page's questions (`<meta name="docsearch:questions">`) kept on its lvl1 record's
     * `questions` attribute, words: room for 10 questions of 12 words, the check:content bounds.
     */
    maxQuestionWords: 120,
    /** Below this many HTML files indexing stays in-process (thread start-up would dominate), files. */
    minFilesForWorkers: 200,
  },

  /** What the server accepts as an index at start-up (records file checks). */
  records: {
    /**
     * Largest share of a records file's entries that may fail validation before start-up is
     * refused (junk or a mismatched file), ratio 0-1. An index with no valid record is always
     * refused unless the file holds no entries and `--allow-empty-index` is given.
     */
    maxInvalidRatio: 0.01,
  },

  /** Static delivery of the site build: the build step's compression and the manifest the server reads. */
  delivery: {
    /** Build-relative name of the manifest (a dotfile: never served). */
    manifestFile: '.delivery-manifest.json',
    /** Largest manifest the server reads, bytes (4 MiB). */
    maxManifestBytes: 4 * 1024 * 1024,
    /** File extensions compressed at build time (brotli `.br` and gzip `.gz` beside each file). */
    compressExtensions: ['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt'],
    /** Files smaller than this are served as they are (compression gains nothing), bytes. */
    compressMinBytes: 1024,
    /** A variant is written only when it is at most this share of the original, ratio 0-1. */
    compressMaxRatio: 0.9,
    /**
     * Brotli quality, 0-11. 9, not 11: measured on this site's build, 11 makes files 8% (the
     * largest JS chunk) to 11% (a guide page) smaller but costs 15-40× the CPU (81 s for
     * records.json alone, ~5 min for the build on a shared 2-core machine, against seconds).
     */
    brotliQuality: 9,
    /** Gzip level, 1-9. */
    gzipLevel: 9,
    /** Files compressed at once (node:zlib runs them on the libuv thread pool), files. */
    concurrency: 4,
    /** Scanned HTML pages (hashes, links) larger than this fail the build step, bytes (16 MiB). */
    maxHtmlBytes: 16 * 1024 * 1024,
  },

  /** The HTTP server. */
  server: {
    /** Port when neither `--port` nor the `PORT` env variable is given. */
    port: 3000,
    /** Search request body limit, bytes (1 MiB). */
    bodyLimitBytes: 1024 * 1024,
    /** Insights events body limit, bytes (2 MiB). */
    eventsBodyLimitBytes: 2 * 1024 * 1024,
    /** API responses larger than this are gzip-compressed when the client accepts it, bytes. */
    compressMinBytes: 1024,
    /** CORS preflight `Access-Control-Max-Age`, seconds. */
    corsMaxAgeSeconds: 86400,
    /** Requests in one multi-query body, requests. */
    maxMultiQueries: 10,
    /** Events in one insights body, events. */
    maxEvents: 1000,
    /** objectIDs in one insights event, ids. */
    maxObjectIds: 20,
    /** Response cache size, entries. */
    responseCacheEntries: 5000,
    /** Response cache size, bytes of gzip bodies (16 MiB). */
    responseCacheBytes: 16 * 1024 * 1024,
  },

  /** Search parameters and their defaults (index-level settings a request may override). */
  params: {
    /** Hits per page when the request does not say, hits. */
    hitsPerPage: 20,
    /** Largest `hitsPerPage` accepted (Algolia's limit), hits. */
    maxHitsPerPage: 1000,
    /** Hits reachable through pagination (`paginationLimitedTo`), hits. */
    paginationLimit: 1000,
    /** Only this many characters of a query are searched (the echoed `query` stays exact), characters. */
    maxQueryChars: 512,
    /** Only this many words of a query are searched, words. */
    maxQueryWords: 12,
    /** Snippet length when `attributesToSnippet` gives none, words. */
    snippetWords: 10,
    /** Text marking cut snippet ends (`snippetEllipsisText`). */
    ellipsis: '…',
    /** Attributes snippeted when the request does not say (`attribute:words`). */
    attributesToSnippet: ['content:10'],
    /** Attributes highlighted when the request does not say. */
    attributesToHighlight: ['hierarchy', 'content'],
    /** Highlight opening tag when the request does not say (DocSearch v2 class). */
    highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
    /** Highlight closing tag when the request does not say. */
    highlightPostTag: '</span>',
  },

  /**
   * Request limits (table in packages/search/README.md "Limits"). Each bounds the
   * work one request can cause; a request over a limit answers 400 `{"message","status"}` naming
   * the parameter and the limit. Algolia's own limit is quoted where Algolia documents one.
   */
  limits: {
    /** Nesting of any JSON value in a body or JSON-valued parameter (arrays and objects), levels. */
    maxJsonDepth: 20,
    /** Keys in one search request object (known and unknown parameters together), keys. */
    maxParamsPerRequest: 100,
    /** Total hits asked by one multi-query (sum of `hitsPerPage`), hits. */
    maxHitsPerMultiQuery: 1000,
    /** Largest `page`, pages (any page beyond `paginationLimitedTo` is empty anyway). */
    maxPage: 1000,
    /** `query` length, characters (Algolia: 512; longer queries are refused, not truncated). */
    maxQueryChars: 512,
    /** Distinct attributes in `facets` (after de-duplication), attributes. */
    maxFacets: 20,
    /** `optionalWords` strings per request, strings. */
    maxOptionalWords: 100,
    /** Length of one `optionalWords` string, characters. */
    maxOptionalWordChars: 200,
    /** `removeStopWords` language codes per request, codes. */
    maxStopWordLanguages: 50,
    /** `filters` expression length, characters. */
    maxFiltersChars: 4096,
    /** Conditions (`attr:value`, comparisons, ranges) in one `filters` expression, conditions. */
    maxFilterTerms: 100,
    /** Nesting of parentheses and `NOT` in one `filters` expression, levels. */
    maxFilterDepth: 10,
    /** Entries in `facetFilters`, `tagFilters` or `numericFilters` (nested entries counted), filters. */
    maxFilterEntries: 100,
    /** One filter entry (`attr:value`, `attr>=n`) length, characters. */
    maxFilterEntryChars: 512,
    /** `highlightPreTag` / `highlightPostTag` length, characters. */
    maxTagChars: 128,
    /** `snippetEllipsisText` length, characters. */
    maxEllipsisChars: 32,
    /** Entries in `attributesToRetrieve`, `attributesToHighlight` or `attributesToSnippet`, attributes. */
    maxAttributesPerList: 50,
    /** One attribute name in those lists, characters. */
    maxAttributeChars: 128,
    /** Words per snippet (`attr:N`), words. */
    maxSnippetWords: 100,
    /** `facetQuery` length, characters. */
    maxFacetQueryChars: 512,
    /** String fields of an insights event (`eventName` 64 and `userToken` 129 follow Algolia), characters. */
    maxEventStringChars: 512,
    /** `objectIDs` / `positions` per insights event (Algolia: 20), entries. */
    maxEventListEntries: 20,
    /** Keys in one insights event object, keys. */
    maxEventKeys: 30,
  },

  /**
   * Attributes usable in `facets`, `facetFilters`, `tagFilters` and facet conditions of `filters`
   * (DocSearch's `attributesForFaceting` plus the hierarchy levels); others answer 400.
   */
  facetAttributes: ['language', 'lang', 'version', 'docusaurus_tag', 'type', '_tags', 'hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6'],
  /** Attributes usable in `numericFilters` and numeric conditions of `filters`; others answer 400. */
  numericAttributes: ['weight.pageRank', 'weight.level', 'weight.position'],

  /** Engine caches (memory bounds). */
  engine: {
    /** Facet-filter bitmaps remembered per engine, filter expressions. */
    filterCacheSize: 64,
    /** Prefix expansions remembered per searcher, prefixes. */
    prefixCacheSize: 512,
    /** Postings held by the prefix cache, postings. */
    prefixCachePostings: 2_000_000,
    /** Pattern lookups remembered per term dictionary, patterns. */
    patternCacheSize: 1024,
    /** Dictionary terms scanned for one typo-tolerant word, terms. */
    maxFuzzyTerms: 300,
  },

  /** Query and event logs and their report. */
  analytics: {
    /** Buffered log lines are written at least this often, ms. */
    flushIntervalMs: 200,
    /** Buffered log lines are written once they reach this size, bytes (64 KiB). */
    flushBytes: 64 * 1024,
    /** Query log file name inside the data folder. */
    queryLogFile: 'queries.jsonl',
    /** Insights event log file name inside the data folder. */
    eventLogFile: 'events.jsonl',
    /** Queries of one user within this window count as keystrokes of one search, ms. */
    keystrokeWindowMs: 5000,
    /** Query text kept in a log line (longer queries are cut, with `queryChars` giving the full length), characters. */
    maxLoggedQueryChars: 256,
    /** `agent` and each unknown query-string value kept in a log line, characters. */
    maxLoggedFieldChars: 256,
    /** Unknown query-string parameters kept in a log line, parameters. */
    maxLoggedExtraParams: 20,
    /** A log file is rotated (`queries.jsonl` → `queries.1.jsonl` → …) before it would pass this size, bytes (16 MiB). */
    maxLogFileBytes: 16 * 1024 * 1024,
    /** Files kept per log, the current one included (`queries.jsonl` … `queries.4.jsonl`), files. */
    maxLogFiles: 5,
    /** After a write error (ENOSPC, EIO, …) lines are dropped and counted; writing is retried after this long, ms. */
    logRetryMs: 5000,
    /** Lines waiting for the next flush beyond this size are dropped and counted, bytes (4 MiB). */
    maxPendingLogBytes: 4 * 1024 * 1024,
  },
});

/** Type of {@link SEARCH_CONFIG}. */
export type SearchConfig = typeof SEARCH_CONFIG;

/**
 * Shared record types: the DocSearch v3 record shape our indexer writes and our engine serves.
 *
 * Source: docs/protocol.md#records and #indexer.
 * All text fields (`hierarchy.lvlN`, `content`) are stored **HTML-safe** (docs/protocol.md#html-safety): `<`, `>` and `"` are
 * escaped, `&` only when it starts an entity-like sequence. See {@link escapeText}.
 */
import { SEARCH_CONFIG } from '../config.ts';

/** Record type. `lvl0` is never emitted (the modal renders it as an empty row, docs/protocol.md#modal-grouping). */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** The heading levels a hierarchy carries, in display order. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** One of `lvl0`…`lvl6`. */
export type Level = (typeof LEVELS)[number];

/** `hierarchy.lvl0`…`lvl6`; `null` when the level is absent. Values are HTML-safe strings. */
export type Hierarchy = Record<Level, string | null>;

/**
 * Ranking weights (docs/protocol.md#records): `level` is `100 - 10·N` for a lvlN heading record and `0` for content;
 * `position` is the record's 0-based index within its page; `pageRank` is an integer (higher wins),
 * 0 by default.
 */
export interface RecordWeight {
  pageRank: number;
  level: number;
  position: number;
}

/**
 * A DocSearch v3 record, as written to `records.json` and served in hits.
 *
 * - `url`: absolute http(s) URL, page URL plus `#anchor` of the nearest heading (no anchor for lvl1).
 * - `url_without_anchor`: the page URL; `anchor`: the id without `#` (`''` when none).
 * - `content`: `null` for heading records; at most ~{@link DEFAULT_MAX_CONTENT_WORDS} words otherwise.
 * - `objectID`: `<position>-<url>`, unique and stable for an unchanged page.
 */
export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  weight: RecordWeight;
  language: string;
  lang: string;
  version: string[];
  docusaurus_tag: string;
  /** Any further attributes (extra facets) are allowed. */
  [extra: string]: unknown;
}

/** The records file written by the indexer (`<build>/search/records.json`). */
export interface RecordsFile {
  /** File format marker, always 1 for now. */
  version: 1;
  /** Absolute site URL the records were built for, e.g. `https://docs.dagster.io`. */
  siteUrl: string;
  /** ISO-8601 timestamp of the indexing run. */
  generatedAt: string;
  /** Number of HTML pages that produced records. */
  pageCount: number;
  records: DocSearchRecord[];
}

/** Default cap on words per content record (longer sections are split, never dropped). */
export const DEFAULT_MAX_CONTENT_WORDS = SEARCH_CONFIG.indexer.maxContentWords;

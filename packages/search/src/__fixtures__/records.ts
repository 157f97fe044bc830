/**
 * Test helpers: build DocSearch records tersely. Text passed here is RAW and gets escaped like
 * the indexer does, unless `raw: true` is given (to test the engine's own safety net).
 */
import { escapeText } from '../records/html-safe.ts';
import type { DocSearchRecord, RecordType } from '../records/types.ts';
import { docsearchModalRequest } from '../algolia/modal-request.ts';

/** Shorthand record spec. */
export interface RecordSpec {
  /** Path below the site, e.g. `/guides/assets`. */
  path: string;
  anchor?: string;
  type: RecordType;
  /** lvl0, lvl1, … values (raw text). */
  h: string[];
  content?: string;
  pageRank?: number;
  position?: number;
  language?: string;
  version?: string[];
  tag?: string;
  /** Store text without escaping (tests the engine's `ensureHtmlSafe`). */
  raw?: boolean;
  extra?: Record<string, unknown>;
}

/** Build one record. */
export function rec(s: RecordSpec): DocSearchRecord {
  const esc = (v: string): string => (s.raw ? v : escapeText(v));
  const base = `https://docs.dagster.io${s.path}`;
  const url = s.anchor ? `${base}#${s.anchor}` : base;
  const level = s.type === 'content' ? 0 : 100 - 10 * Number(s.type.slice(3));
  const position = s.position ?? 0;
  return {
    objectID: `${position}-${url}`,
    url,
    url_without_anchor: base,
    anchor: s.anchor ?? '',
    type: s.type,
    hierarchy: {
      lvl0: s.h[0] !== undefined ? esc(s.h[0]) : null,
      lvl1: s.h[1] !== undefined ? esc(s.h[1]) : null,
      lvl2: s.h[2] !== undefined ? esc(s.h[2]) : null,
      lvl3: s.h[3] !== undefined ? esc(s.h[3]) : null,
      lvl4: s.h[4] !== undefined ? esc(s.h[4]) : null,
      lvl5: s.h[5] !== undefined ? esc(s.h[5]) : null,
      lvl6: s.h[6] !== undefined ? esc(s.h[6]) : null,
    },
    content: s.content !== undefined ? esc(s.content) : null,
    weight: { pageRank: s.pageRank ?? 0, level, position },
    language: s.language ?? 'en',
    lang: s.language ?? 'en',
    version: s.version ?? ['current'],
    docusaurus_tag: s.tag ?? 'docs-default-current',
    ...s.extra,
  };
}

/** The DocSearch modal's request parameters (docs/protocol.md#modal-request). */
export function modalParams(query: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const {indexName: _index, ...params} = docsearchModalRequest(query, {extra});
  return params;
}

/**
 * Start-up check of a loaded index: the server refuses to answer from an empty index or from a
 * records file that is mostly junk, instead of silently answering 0 hits.
 */
import { SEARCH_CONFIG } from '../config.ts';
import { IndexerError } from './errors.ts';

/** What a records source yielded, as counted while building the engine. */
export interface LoadedRecordsSummary {
  /** Where the records came from, named in the error: a file path or a build folder. */
  source: string;
  /** Entries in the source (valid or not), entries. */
  entries: number;
  /** Entries the engine kept, records. */
  valid: number;
  /** Reasons of the entries the engine dropped, in order (may be a prefix of all of them). */
  droppedReasons: readonly string[];
  /** Entries the engine dropped, entries (`entries - valid`). */
  dropped: number;
}

/** Options of {@link assertUsableIndex}. */
export interface UsableIndexOptions {
  /** Allow a source with zero entries (an empty array). Junk is refused even then. Default false. */
  allowEmpty?: boolean;
  /** Largest share of invalid entries, ratio 0-1 (default `SEARCH_CONFIG.records.maxInvalidRatio`). */
  maxInvalidRatio?: number;
}

/**
 * Refuse an index nobody should serve.
 * @throws IndexerError naming `summary.source` when the source has no entries (unless `allowEmpty`),
 *   when no entry is a valid DocSearch record, or when more than `maxInvalidRatio` of the entries are invalid;
 *   the message gives the counts, the first reason and the flag that allows an empty index.
 */
export function assertUsableIndex(summary: LoadedRecordsSummary, options: UsableIndexOptions = {}): void {
  const { source, entries, valid, dropped, droppedReasons } = summary;
  const maxRatio = options.maxInvalidRatio ?? SEARCH_CONFIG.records.maxInvalidRatio;
  const example = droppedReasons.length > 0 ? `; first problem: ${droppedReasons[0]}` : '';
  if (entries === 0) {
    if (options.allowEmpty) return;
    throw new IndexerError(source, 'the index is empty (0 records); refusing to serve a search that answers 0 hits (pass --allow-empty-index to allow it)');
  }
  if (valid === 0) {
    throw new IndexerError(source, `none of its ${entries} entries is a valid DocSearch record${example}`);
  }
  if (dropped / entries > maxRatio) {
    throw new IndexerError(source, `${dropped} of ${entries} entries are not valid DocSearch records (limit ${(maxRatio * 100).toFixed(2).replace(/\.?0+$/, '')}%)${example}`);
  }
}

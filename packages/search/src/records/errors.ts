/** Errors of the indexer and the records file. */

/** An indexing failure; the message names the file and the problem. */
export class IndexerError extends Error {
  override name = 'IndexerError';
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
  }
}


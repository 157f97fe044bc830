/**
 * The records file (`<build>/search/records.json`): written by the indexer, read by the server at
 * startup. Kept apart from the indexer so the server does not load the HTML parser.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DocSearchRecord, RecordsFile } from './types.ts';
import { normaliseSiteUrl } from './site-url.ts';
import { IndexerError } from './errors.ts';

/**
 * Write the records file (pretty JSON is not used: ~20k records stay compact).
 * @param file - output path; parent folders are created.
 */
export async function writeRecordsFile(file: string, siteUrl: string, result: { records: DocSearchRecord[]; pages: number }): Promise<RecordsFile> {
  const body: RecordsFile = { version: 1, siteUrl: normaliseSiteUrl(siteUrl), generatedAt: new Date().toISOString(), pageCount: result.pages, records: result.records };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(body));
  return body;
}

/**
 * Read a records file: either a {@link RecordsFile} object or a bare array of records.
 * @throws Error naming the file when it is missing or not valid JSON of that shape.
 */
export async function readRecordsFile(file: string): Promise<DocSearchRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new IndexerError(file, `cannot read records file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new IndexerError(file, `records file is not valid JSON (${(e as Error).message})`);
  }
  if (Array.isArray(parsed)) return parsed as DocSearchRecord[];
  if (parsed && typeof parsed === 'object' && Array.isArray((parsed as RecordsFile).records)) return (parsed as RecordsFile).records;
  throw new IndexerError(file, 'records file must be an array of records or {records: [...]}');
}


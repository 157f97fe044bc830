/**
 * Peer: MiniSearch (npm `minisearch`, version pinned in package.json) over the same DocSearch
 * records our engine serves (website/build/search/records.json), configured as a docs team would:
 * hierarchy lvl0..lvl6, content and the lvl1 records' description, keywords and questions indexed (the same
 * text our engine searches, bar the code-block terms), boosts favouring page and section titles, prefix and
 * fuzzy matching for the last (still being typed) word, and AND-then-OR: the query is searched
 * with `combineWith: 'AND'` and, only when that returns nothing, again with `'OR'`.
 * Results are record URLs in MiniSearch score order (no regrouping).
 */
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch, {type SearchOptions} from 'minisearch';
import {readRecordsFile, type DocSearchRecord} from '../../../packages/search/src/index.ts';
import {MAX_RESULTS, type SearchEngineUnderTest} from './peer.ts';

const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'description', 'keywords', 'questions', 'content'] as const;
type Field = (typeof FIELDS)[number];
type IndexedRecord = {id: number; url: string} & Record<Field, string>;

/** Field boosts: page title (lvl1) highest, then section headings and the page description, then the page questions, then the section path, keywords and body text. */
export const MINISEARCH_BOOST: Record<Field, number> = {lvl0: 1, lvl1: 5, lvl2: 3, lvl3: 2, lvl4: 1.5, lvl5: 1.5, lvl6: 1.5, description: 2, keywords: 1, questions: 1.5, content: 1};

/** Prefix and fuzzy (edit distance 20% of the term length) on the last query word only. */
const lastWordOnly = (_term: string, i: number, terms: string[]) => i === terms.length - 1;
const SEARCH_OPTIONS: SearchOptions = {
  boost: MINISEARCH_BOOST,
  prefix: lastWordOnly,
  fuzzy: (term, i, terms) => (lastWordOnly(term, i, terms) ? 0.2 : false),
};

/** Decodes the HTML-safe escapes our records store (packages/search/docs/protocol.md, "HTML safety") back to text. */
function text(v: string | null | undefined): string {
  return (v ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/**
 * Builds the MiniSearch peer from a records file.
 * @param recordsFile path to records.json (`website/build/search/records.json`).
 * @param packageRoot repository root, to read the installed MiniSearch version.
 * @throws IndexerError (from readRecordsFile) when the records file is missing or malformed.
 */
export async function createMiniSearchPeer(recordsFile: string, packageRoot: string): Promise<SearchEngineUnderTest> {
  const version = (JSON.parse(fs.readFileSync(path.join(packageRoot, 'node_modules', 'minisearch', 'package.json'), 'utf8')) as {version: string}).version;
  const records: DocSearchRecord[] = await readRecordsFile(recordsFile);
  const ms = new MiniSearch<IndexedRecord>({fields: [...FIELDS], storeFields: ['url'], searchOptions: SEARCH_OPTIONS});
  ms.addAll(
    records.map((r, id) => ({
      id,
      url: r.url,
      lvl0: text(r.hierarchy.lvl0),
      lvl1: text(r.hierarchy.lvl1),
      lvl2: text(r.hierarchy.lvl2),
      lvl3: text(r.hierarchy.lvl3),
      lvl4: text(r.hierarchy.lvl4),
      lvl5: text(r.hierarchy.lvl5),
      lvl6: text(r.hierarchy.lvl6),
      description: typeof r.description === 'string' ? text(r.description) : '',
      keywords: typeof r.keywords === 'string' ? text(r.keywords) : '',
      questions: typeof r.questions === 'string' ? text(r.questions) : '',
      content: text(r.content),
    })),
  );
  return {
    name: `minisearch ${version}`,
    method: `MiniSearch over the same ${records.length} records; fields lvl0-lvl6 + description + keywords + questions + content, boosts ${JSON.stringify(MINISEARCH_BOOST)}; prefix + fuzzy 0.2 on the last word; AND, then OR when AND finds nothing; record URLs in score order`,
    async search(query: string): Promise<string[]> {
      let hits = ms.search(query, {combineWith: 'AND'});
      if (!hits.length) hits = ms.search(query, {combineWith: 'OR'});
      return hits.slice(0, MAX_RESULTS).map((h) => h.url as string);
    },
    async close(): Promise<void> {},
  };
}

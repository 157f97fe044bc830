/**
 * The in-memory inverted index over DocSearch records (docs/protocol.md#index-settings, #ranking).
 *
 * Searchable attributes and their attribute ranks (lower is better, docs/protocol.md#ranking):
 * - the record's own heading `hierarchy[type]` for a lvlN record: rank N (1–6);
 * - the inherited hierarchy `hierarchy.lvlN` (every other non-null level): rank 10 + N;
 * - `description` (optional, lvl1 records: the page's meta description): rank {@link DESCRIPTION_RANK};
 * - `keywords` (optional, lvl1 records: the page's meta keywords, comma-separated phrases): rank {@link KEYWORDS_RANK};
 * - `content`: rank {@link CONTENT_RANK};
 * - `code` (optional; commands and identifiers from code blocks): rank {@link CODE_RANK};
 * - `questions` (optional, lvl1 records: the questions the page answers, as a reader would type them): rank {@link QUESTIONS_RANK}.
 *
 * Layout (built once, read-only afterwards):
 * - a sorted {@link TermDictionary};
 * - per term a posting list `Uint32Array` of `doc << 5 | bestAttrRank`, one entry per (term, doc), docs ascending;
 * - a forward index (per doc: term ids, field ranks and positions in text order) used for proximity and phrases;
 * - per doc: custom-ranking rank, distinct (url) id, own-heading single-word term; per url its page id.
 */
import { LEVELS, type DocSearchRecord, type Level } from '../../records/types.ts';
import { decodeStoredText, ensureHtmlSafe, isHttpUrl } from '../../records/html-safe.ts';
import { TermDictionary } from './term-dictionary.ts';
import { countWords, tokenize, TokenKind, type Token } from '../text/tokenizer.ts';
import { fwdField, fwdMeta as packFwdMeta, posting } from './posting-layout.ts';

/** Attribute rank of `content`. */
export const CONTENT_RANK = 20;
/** Attribute rank of an inherited hierarchy level N is `INHERITED_RANK_BASE + N` (all ranks stay below 32: 5 low bits of a posting). */
export const INHERITED_RANK_BASE = 10;
/** Attribute rank of `description` (a page's meta description, on its lvl1 record): after every heading, before content. */
export const DESCRIPTION_RANK = 18;
/** Attribute rank of `keywords` (a page's meta keywords, on its lvl1 record): after the description, before content. */
export const KEYWORDS_RANK = 19;
/** Attribute rank of `code` (commands and identifiers from the section's code blocks): after content. */
export const CODE_RANK = 21;
/**
 * Attribute rank of `questions` (the questions a page answers, written by the docs team, on its lvl1
 * record): last, so a one-word query decided by attribute prefers any text of the page itself.
 */
export const QUESTIONS_RANK = 22;

/** Options for {@link buildSearchIndex}. */
export interface BuildIndexOptions {
  /** Called for each record dropped at load (non-http(s) url, missing fields). */
  onDropped?: (record: unknown, reason: string) => void;
}

/** The built index. All arrays are indexed by doc id (position in {@link SearchIndex.records}). */
export interface SearchIndex {
  /** Records as served (text fields guaranteed HTML-safe). */
  records: DocSearchRecord[];
  dict: TermDictionary;
  /** Posting list per term id: `doc << 5 | bestAttrRank`, ascending doc. */
  postings: Uint32Array[];
  /** Forward index: token term ids, all docs concatenated. */
  fwdTerm: Int32Array;
  /** Forward index: `fieldRank << 16 | position` per token. */
  fwdMeta: Int32Array;
  /** Doc `d`'s forward tokens are `[fwdStart[d], fwdStart[d+1])`. */
  fwdStart: Int32Array;
  /** Rank of the doc in custom-ranking order (desc pageRank, desc level, asc position, asc doc). */
  customRank: Int32Array;
  /** Inverse of {@link customRank}. */
  customOrder: Int32Array;
  /** Distinct group id (one per `url`, anchor included). */
  urlId: Int32Array;
  /** Number of distinct urls. */
  urlCount: number;
  /** Page id per distinct url id (one page per `url_without_anchor`), for page-level evidence. */
  urlPage: Int32Array;
  /** Number of distinct pages (`url_without_anchor`). */
  pageCount: number;
  /** Term id of the own heading when it is a single word (compound or word), else -1. */
  ownSingleTerm: Int32Array;
  /** Number of word positions in the own heading (0 for content records; capped at 255). */
  ownPositions: Uint8Array;
  /**
   * Per doc, bit N set when `hierarchy.lvlN` is one code identifier (one chunk of several parts:
   * `dagster.failure_hook`, `SnowflakeResource`), not words; the relevance stage weighs a plain query
   * word matching a piece of such a name less (rank/relevance.ts).
   */
  identLevels: Uint8Array;
  /**
   * The compound keys of the one-word identifier headings behind {@link identLevels} (`duckdb` for
   * `DuckDB`, `snowflakeresource` for `SnowflakeResource`): a query word equal to one of them names
   * the whole identifier, not a piece of it, so the relevance stage gives it full weight there.
   */
  identCompounds: ReadonlySet<string>;
  /**
   * Per page id, 1 when the page is an API reference page by its own records: at least
   * {@link REFERENCE_MIN_SECTIONS} of its lvl2–lvl6 records are API entries (a heading that is one
   * code identifier, or an anchor that is a dotted code path such as `dagster.Definitions`), and
   * they are at least half of them. The relevance stage weighs such pages less for
   * queries written only in words (rank/relevance.ts `REFERENCE_PROSE_FACTOR`).
   */
  referencePage: Uint8Array;
  /**
   * The distinct non-empty {@link entryName}s (`definitions` for the entry anchored
   * `dagster.Definitions`): a one-word query equal to one of them and typed with a capital letter
   * names that symbol.
   */
  identNames: ReadonlySet<string>;
  /** Per doc, the lowercased last name of its anchor when the anchor is a dotted code path (an API entry: `definitions` for `dagster.Definitions`), else ''. */
  entryName: readonly string[];
  /** Build time in ms. */
  buildMs: number;
}

/** Least identifier-headed sections that make a page a reference page ({@link SearchIndex.referencePage}). */
export const REFERENCE_MIN_SECTIONS = 3;

/** An anchor that is a dotted code path (`dagster.Definitions`, `dagster_dbt.DbtCliResource.cli`): an API entry's own id. */
const IDENT_ANCHOR = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/;

/**
 * The last name of a dotted code path, lowercased: `dagster.Definitions` → `definitions`.
 * @param path - an anchor matching {@link IDENT_ANCHOR}.
 */
function identifierName(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1).toLowerCase();
}

function levelNumber(l: Level): number {
  return Number(l.slice(3));
}

/**
 * Validate and normalise one record for serving: requires an http(s) `url`, a `hierarchy` object and
 * a known `type`; text fields are made HTML-safe with {@link ensureHtmlSafe} (idempotent).
 * A record that is already well-formed is returned as is (same object, not copied).
 * @returns the record, or a string saying why it was dropped.
 */
export function normaliseRecord(raw: unknown): DocSearchRecord | string {
  if (!raw || typeof raw !== 'object') return 'not an object';
  const r = raw as Partial<DocSearchRecord> & Record<string, unknown>;
  if (!isHttpUrl(r.url)) return 'url is not an absolute http(s) URL';
  if (!r.hierarchy || typeof r.hierarchy !== 'object') return 'missing hierarchy';
  const type = r.type;
  if (type !== 'content' && !(typeof type === 'string' && /^lvl[1-6]$/.test(type))) return `bad type ${String(type)}`;
  // Fast path: a well-formed, HTML-safe record (what the indexer writes) is used as is — no copy,
  // so loading 20k records does not hold two versions of every record.
  if (isWellFormed(r)) return r as DocSearchRecord;
  const hierarchy = {} as DocSearchRecord['hierarchy'];
  for (const l of LEVELS) {
    const v = (r.hierarchy as Record<string, unknown>)[l];
    hierarchy[l] = typeof v === 'string' && v.length > 0 ? ensureHtmlSafe(v) : null;
  }
  const content = typeof r.content === 'string' ? ensureHtmlSafe(r.content) : null;
  const w = (r.weight ?? {}) as Partial<DocSearchRecord['weight']>;
  const url = r.url;
  const hash = url.indexOf('#');
  return {
    ...r,
    objectID: typeof r.objectID === 'string' && r.objectID ? r.objectID : url,
    url,
    url_without_anchor: typeof r.url_without_anchor === 'string' ? r.url_without_anchor : hash >= 0 ? url.slice(0, hash) : url,
    anchor: typeof r.anchor === 'string' ? r.anchor : hash >= 0 ? url.slice(hash + 1) : '',
    type,
    hierarchy,
    content,
    ...(typeof r.code === 'string' ? { code: ensureHtmlSafe(r.code) } : { code: undefined }),
    ...(typeof r.description === 'string' ? { description: ensureHtmlSafe(r.description) } : { description: undefined }),
    ...(typeof r.keywords === 'string' ? { keywords: ensureHtmlSafe(r.keywords) } : { keywords: undefined }),
    ...(typeof r.questions === 'string' ? { questions: ensureHtmlSafe(r.questions) } : { questions: undefined }),
    weight: {
      pageRank: Number(w.pageRank) || 0,
      level: Number(w.level) || 0,
      position: Number(w.position) || 0,
    },
    language: typeof r.language === 'string' ? r.language : 'en',
    lang: typeof r.lang === 'string' ? r.lang : typeof r.language === 'string' ? r.language : 'en',
    version: Array.isArray(r.version) ? r.version.map(String) : typeof r.version === 'string' ? [r.version] : [],
    docusaurus_tag: typeof r.docusaurus_tag === 'string' ? r.docusaurus_tag : 'default',
  } as DocSearchRecord;
}

const UNSAFE = /[<>"]/;

/** True when every field has its final type and every text is already HTML-safe. */
function isWellFormed(r: Partial<DocSearchRecord> & Record<string, unknown>): boolean {
  if (typeof r.objectID !== 'string' || r.objectID === '' || typeof r.url_without_anchor !== 'string' || typeof r.anchor !== 'string') return false;
  const h = r.hierarchy as Record<string, unknown>;
  for (const l of LEVELS) {
    const v = h[l];
    if (v === null) continue;
    if (typeof v !== 'string' || v === '' || UNSAFE.test(v)) return false;
  }
  if (r.content !== null && (typeof r.content !== 'string' || UNSAFE.test(r.content))) return false;
  if (r.code !== undefined && (typeof r.code !== 'string' || UNSAFE.test(r.code))) return false;
  if (r.description !== undefined && (typeof r.description !== 'string' || UNSAFE.test(r.description))) return false;
  if (r.keywords !== undefined && (typeof r.keywords !== 'string' || UNSAFE.test(r.keywords))) return false;
  if (r.questions !== undefined && (typeof r.questions !== 'string' || UNSAFE.test(r.questions))) return false;
  const w = r.weight as Record<string, unknown> | undefined;
  if (!w || typeof w.pageRank !== 'number' || typeof w.level !== 'number' || typeof w.position !== 'number') return false;
  return typeof r.language === 'string' && typeof r.lang === 'string' && Array.isArray(r.version) && r.version.every((v) => typeof v === 'string') && typeof r.docusaurus_tag === 'string';
}

/** A searchable field of one record: its attribute rank, hierarchy level (-1 for content and code) and decoded text. */
interface FieldText {
  rank: number;
  level: number;
  text: string;
}

/** The searchable fields of a record with their attribute ranks (see module doc). */
export function searchableFields(rec: DocSearchRecord): FieldText[] {
  const out: FieldText[] = [];
  const own = rec.type === 'content' ? null : (rec.type as Level);
  for (const l of LEVELS) {
    const v = rec.hierarchy[l];
    if (v === null) continue;
    const n = levelNumber(l);
    out.push({ rank: l === own ? n : INHERITED_RANK_BASE + n, level: n, text: decodeStoredText(v) });
  }
  if (typeof rec.description === 'string' && rec.description !== '') out.push({ rank: DESCRIPTION_RANK, level: -1, text: decodeStoredText(rec.description) });
  if (typeof rec.keywords === 'string' && rec.keywords !== '') out.push({ rank: KEYWORDS_RANK, level: -1, text: decodeStoredText(rec.keywords) });
  if (rec.content !== null) out.push({ rank: CONTENT_RANK, level: -1, text: decodeStoredText(rec.content) });
  if (typeof rec.code === 'string' && rec.code !== '') out.push({ rank: CODE_RANK, level: -1, text: decodeStoredText(rec.code) });
  if (typeof rec.questions === 'string' && rec.questions !== '') out.push({ rank: QUESTIONS_RANK, level: -1, text: decodeStoredText(rec.questions) });
  return out;
}

/**
 * Build the index. Records that fail {@link normaliseRecord} are dropped (reported through
 * `onDropped`). Cost is linear in the number of tokens; ~20k records build in well under 5 s.
 * @param input - records (as read from records.json or produced by the indexer).
 */
export function buildSearchIndex(input: readonly unknown[], options: BuildIndexOptions = {}): SearchIndex {
  const t0 = performance.now();
  const records: DocSearchRecord[] = [];
  for (const raw of input) {
    const r = normaliseRecord(raw);
    if (typeof r === 'string') options.onDropped?.(raw, r);
    else records.push(r);
  }
  const n = records.length;
  const termIds = new Map<string, number>();
  const termList: string[] = [];
  const tokCache = new Map<string, Token[]>();
  const fwdTermTmp: number[] = [];
  const fwdMetaTmp: number[] = [];
  const fwdStart = new Int32Array(n + 1);
  const ownSingleTmp = new Int32Array(n).fill(-1);
  const ownPositions = new Uint8Array(n);
  const identLevels = new Uint8Array(n);
  const identCompounds = new Set<string>();
  const identNames = new Set<string>();
  const entryName: string[] = new Array<string>(n).fill('');
  const intern = (t: string): number => {
    let id = termIds.get(t);
    if (id === undefined) {
      id = termList.length;
      termIds.set(t, id);
      termList.push(t);
    }
    return id;
  };
  for (let d = 0; d < n; d++) {
    fwdStart[d] = fwdTermTmp.length;
    const rec = records[d];
    if (rec.anchor && IDENT_ANCHOR.test(rec.anchor)) {
      entryName[d] = identifierName(rec.anchor);
      identNames.add(entryName[d]);
    }
    for (const f of searchableFields(rec)) {
      let toks = f.rank < CONTENT_RANK ? tokCache.get(f.text) : undefined;
      if (!toks) {
        toks = tokenize(f.text);
        if (f.rank < CONTENT_RANK) tokCache.set(f.text, toks);
      }
      for (const t of toks) {
        fwdTermTmp.push(intern(t.term));
        fwdMetaTmp.push(packFwdMeta(f.rank, t.position));
      }
      if (f.rank < CONTENT_RANK && f.level >= 0 && countWords(f.text) === 1 && toks.some((t) => t.kind === TokenKind.Compound)) {
        identLevels[d] |= 1 << f.level;
        if (toks[0].kind === TokenKind.Compound) identCompounds.add(toks[0].term);
      }
      if (f.rank < INHERITED_RANK_BASE && toks.length > 0) ownPositions[d] = Math.min(255, toks[toks.length - 1].position + 1);
      if (f.rank < INHERITED_RANK_BASE && toks.length > 0 && countWords(f.text) === 1) {
        // A one-word own heading: its chunk compound (emitted first) or its only word.
        ownSingleTmp[d] = intern(toks[0].term);
      }
    }
  }
  fwdStart[n] = fwdTermTmp.length;

  // Sort the dictionary and remap ids.
  const order = termList.map((_, i) => i).sort((a, b) => (termList[a] < termList[b] ? -1 : termList[a] > termList[b] ? 1 : 0));
  const remap = new Int32Array(termList.length);
  const sorted: string[] = new Array(termList.length);
  order.forEach((oldId, newId) => {
    remap[oldId] = newId;
    sorted[newId] = termList[oldId];
  });
  const fwdTerm = new Int32Array(fwdTermTmp.length);
  for (let i = 0; i < fwdTermTmp.length; i++) fwdTerm[i] = remap[fwdTermTmp[i]];
  const fwdMeta = Int32Array.from(fwdMetaTmp);
  const ownSingleTerm = new Int32Array(n);
  for (let d = 0; d < n; d++) ownSingleTerm[d] = ownSingleTmp[d] < 0 ? -1 : remap[ownSingleTmp[d]];

  // Postings: one entry per (term, doc) with the best attribute rank. Two passes: count, fill.
  const T = sorted.length;
  const counts = new Int32Array(T);
  const seen = new Int32Array(T).fill(-1);
  const best = new Uint8Array(T);
  for (let d = 0; d < n; d++) {
    for (let i = fwdStart[d]; i < fwdStart[d + 1]; i++) {
      const t = fwdTerm[i];
      if (seen[t] !== d) {
        seen[t] = d;
        counts[t]++;
      }
    }
  }
  const postings: Uint32Array[] = new Array(T);
  for (let t = 0; t < T; t++) postings[t] = new Uint32Array(counts[t]);
  const fill = new Int32Array(T);
  seen.fill(-1);
  const touched: number[] = [];
  for (let d = 0; d < n; d++) {
    touched.length = 0;
    for (let i = fwdStart[d]; i < fwdStart[d + 1]; i++) {
      const t = fwdTerm[i];
      const rank = fwdField(fwdMeta[i]);
      if (seen[t] !== d) {
        seen[t] = d;
        best[t] = rank;
        touched.push(t);
      } else if (rank < best[t]) best[t] = rank;
    }
    for (const t of touched) postings[t][fill[t]++] = posting(d, best[t]);
  }

  // Custom ranking order and distinct ids.
  const docs = Array.from({ length: n }, (_, i) => i);
  docs.sort((a, b) => {
    const wa = records[a].weight;
    const wb = records[b].weight;
    return wb.pageRank - wa.pageRank || wb.level - wa.level || wa.position - wb.position || a - b;
  });
  const customOrder = Int32Array.from(docs);
  const customRank = new Int32Array(n);
  customOrder.forEach((doc, rank) => (customRank[doc] = rank));
  const urlIds = new Map<string, number>();
  const pageIds = new Map<string, number>();
  const urlId = new Int32Array(n);
  const urlPageTmp: number[] = [];
  for (let d = 0; d < n; d++) {
    const u = records[d].url;
    let id = urlIds.get(u);
    if (id === undefined) {
      urlIds.set(u, (id = urlIds.size));
      const page = records[d].url_without_anchor;
      let pid = pageIds.get(page);
      if (pid === undefined) pageIds.set(page, (pid = pageIds.size));
      urlPageTmp.push(pid);
    }
    urlId[d] = id;
  }
  const pageSections = new Int32Array(pageIds.size);
  const pageIdentSections = new Int32Array(pageIds.size);
  for (let d = 0; d < n; d++) {
    const t = records[d].type;
    if (t === 'content' || t === 'lvl1') continue;
    const p = urlPageTmp[urlId[d]];
    pageSections[p]++;
    if ((identLevels[d] >> levelNumber(t)) & 1 || entryName[d] !== '') pageIdentSections[p]++;
  }
  const referencePage = new Uint8Array(pageIds.size);
  for (let p = 0; p < pageIds.size; p++) {
    if (pageIdentSections[p] >= REFERENCE_MIN_SECTIONS && 2 * pageIdentSections[p] >= pageSections[p]) referencePage[p] = 1;
  }
  return {
    records,
    dict: new TermDictionary(sorted),
    postings,
    fwdTerm,
    fwdMeta,
    fwdStart,
    customRank,
    customOrder,
    urlId,
    urlCount: urlIds.size,
    urlPage: Int32Array.from(urlPageTmp),
    pageCount: pageIds.size,
    ownSingleTerm,
    ownPositions,
    identLevels,
    identCompounds,
    referencePage,
    identNames,
    entryName,
    buildMs: performance.now() - t0,
  };
}

/**
 * Query execution with DocSearch ranking (docs/protocol.md#index-settings, #ranking).
 *
 * Tie-break order: words matched (desc), filters (all equal: filters are hard), typos (asc, sum
 * over words), attribute (asc, best attribute rank over matched words), proximity (asc, sum over
 * consecutive query-word pairs of the smallest same-field distance, capped at 8, `minProximity` 1),
 * exact (desc: words matched exactly; for one-word queries a one-word own heading equal to the
 * word counts extra, like Algolia's `exactOnSingleWordQuery: attribute`), then the custom ranking
 * desc(weight.pageRank), desc(weight.level), asc(weight.position).
 *
 * Distinct: one hit per `url` (anchor included); `nbHits` counts distinct urls.
 * If no record has every word, the query is retried with all words optional
 * (`removeWordsIfNoResults: allOptional`).
 *
 * Stages of one search (each a method, in order): `plan` (parse, resolve words, word roles),
 * `matchWords` (per-word doc sets from postings, prefix ranges, split parts), `candidates`,
 * `advancedSyntax` (exclusions, phrases), `rankingKeys` (words, typos, attribute, one-word exact),
 * `countHits`, `orderBest` (fine key = proximity + exact from rank/proximity.ts, then custom
 * ranking). Packed integers are read and written only through engine/index/posting-layout.ts.
 *
 * Cost model: posting lists of the matched terms are scanned once into per-word scratch arrays;
 * every candidate gets a cheap integer key (words, typos, attribute and, for one-word queries,
 * exact); only the candidates in the best keys needed to fill the requested page are then sorted
 * with proximity, exactness and custom rank. Scratch buffers are reused between searches.
 */
import { parseQuery, type ParsedQuery } from '../query/query-parser.ts';
import type { SearchIndex } from '../index/search-index.ts';
import { EX_LITERAL, EX_NONE, MIN_WORD_SIZE_FOR_1_TYPO, resolvePattern, resolveWord, typoBudget, type PatternTerms, type ResolvedWord, type TypoTolerance } from '../query/word-resolver.ts';
import { EXACT_POINTS, fineKey, MAX_PROXIMITY, phrasesHold, proximityFacts, type MatchView } from './proximity.ts';
import { docMatchWeight, wordWeight, MIN_COVERAGE, REFERENCE_PROSE_FACTOR, OWN_HEADING_WEIGHT, PAGE_RANK_WEIGHT, PAGE_SHARE, PROXIMITY_WEIGHT, REFINE_EXTRA, SAME_PAGE_PENALTY } from './relevance.ts';
import { addTypos, matchAttr, matchExactness, matchTypos, mergedCode, mergedDoc, mergedPosting, postingDoc, postingMatch, termExactness } from '../index/posting-layout.ts';
import { SEARCH_CONFIG } from '../../config.ts';
import { stopWordsFor, type RemoveStopWords } from '../text/stop-words.ts';
import { tokenize } from '../text/tokenizer.ts';
import { NO_SYNONYMS, synonymAlternatives, type SynonymTable } from '../query/synonyms.ts';

const EMPTY_SET: ReadonlySet<string> = new Set();

export { MAX_PROXIMITY };
/** Candidate keys are below this bound: ((12 words · 64 + 36 typos) · 64 + 63) < 2^18; one-word keys are ((66 · 64 + 63) · 8) < 2^18. */
const KEY_SPACE = 1 << 18;
/** Groups larger than this are scanned in custom order with early exit (multi-word queries). */
const EARLY_EXIT_GROUP = 128;
/** Merged prefix posting lists kept (LRU), bounded by entries and by total postings (4 bytes each). */
const PREFIX_CACHE_SIZE = SEARCH_CONFIG.engine.prefixCacheSize;
const PREFIX_CACHE_POSTINGS = SEARCH_CONFIG.engine.prefixCachePostings;
/** Default `paginationLimitedTo`. */
export const DEFAULT_PAGINATION_LIMIT = SEARCH_CONFIG.params.paginationLimit;

/** Parameters of one engine search. */
export interface EngineSearchParams {
  query: string;
  /** 0-based page (default 0). */
  page?: number;
  /** Hits per page, 0 allowed (default 20). */
  hitsPerPage?: number;
  /** Doc pass bitmap from facet filters (1 = keep), or null. */
  filter?: Uint8Array | null;
  /** Honour `"phrases"` and `-exclusions` (default true, the DocSearch index setting). */
  advancedSyntax?: boolean;
  /** Default true. */
  typoTolerance?: TypoTolerance;
  /** One hit per url (default true). */
  distinct?: boolean;
  /** Hits beyond this rank are not reachable by paging (default 1000). */
  paginationLimitedTo?: number;
  /**
   * Algolia `removeStopWords` (default true = English): stop words in the query are optional and
   * not counted in the "words" criterion (engine/text/stop-words.ts). A query made only of
   * optional words keeps them all required.
   */
  removeStopWords?: RemoveStopWords;
  /**
   * Algolia `optionalWords`: each string is tokenized and its words are optional in the query —
   * not required, but still counted in the "words" criterion, so records with them rank first.
   */
  optionalWords?: readonly string[];
}

/** How a query word takes part in matching (see {@link EngineSearchParams.removeStopWords}). */
export const enum WordRole {
  /** Every candidate must match it (the default). */
  Required = 0,
  /** `optionalWords`: not required, counted in the "words" criterion. */
  Optional = 1,
  /** A stop word (`removeStopWords`): not required, not counted; only the own-heading exact bonus sees it. */
  Stop = 2,
}

/** The engine's answer (doc ids; the server turns them into hits). */
export interface EngineSearchResult {
  /** Doc ids of the requested page, best first. */
  docs: number[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** All matched docs before distinct (for facet counts); a view valid until the next search. */
  matched: Int32Array;
  /** Resolved query words (for highlighting). */
  words: ResolvedWord[];
  parsed: ParsedQuery;
  /** True when the all-words-optional fallback was used. */
  optionalWords: boolean;
  /** Role of each resolved word (same order as `words`). */
  roles: WordRole[];
}

/** One search's resolved query, shared by the stages of {@link Searcher}. */
interface QueryPlan {
  parsed: ParsedQuery;
  words: ResolvedWord[];
  roles: WordRole[];
  /** Word indexes the "words", typo, attribute, proximity and exact criteria count (all but stop words). */
  counted: number[];
  /** Word indexes every candidate must match. */
  required: number[];
  /** Doc pass bitmap (facet filters), or null. */
  filter: Uint8Array | null;
  tolerance: TypoTolerance;
  /** The query as typed (its letter case tells a one-word symbol name from a topic, {@link Searcher.rankingKeys}). */
  query: string;
}

/** Folded words of `optionalWords` strings (whole chunks and their parts). */
function optionalTerms(list: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const s of list) for (const t of tokenize(s)) out.add(t.term);
  return out;
}

/**
 * Each query word's role: phrase words are always required; a word is a stop word when it (or
 * every part of it, `doesn't` → `doesn` + `t`) is in `stop`; optional when it is in `optional`.
 * When no word would stay required, every word is required (a query of stop words means them).
 */
export function wordRoles(words: readonly ResolvedWord[], stop: ReadonlySet<string>, optional: ReadonlySet<string>): WordRole[] {
  const roles = words.map(({ word }) => {
    if (word.phrase >= 0) return WordRole.Required;
    const key = word.compound ?? word.parts[0];
    if (stop.size > 0 && (stop.has(key) || word.parts.every((p) => stop.has(p)))) return WordRole.Stop;
    if (optional.size > 0 && (optional.has(key) || optional.has(word.display))) return WordRole.Optional;
    return WordRole.Required;
  });
  return roles.some((r) => r === WordRole.Required) ? roles : roles.map(() => WordRole.Required);
}

/** Stateful searcher over one index; reuses scratch buffers (searches are synchronous, so never concurrent). */
export class Searcher implements MatchView {
  private readonly n: number;
  /** Search generation (MatchView): bumped per search so scratch arrays need no clearing. */
  gen = 0;
  /** Per word slot: stamp (== gen when the doc matched the word) and best match code (MatchView). */
  readonly stamp: Int32Array[] = [];
  readonly code: Uint16Array[] = [];
  /** Per word slot: matched docs (first `listLen[w]` entries). */
  private readonly list: Int32Array[] = [];
  private readonly listLen: number[] = [];
  private readonly cand: Int32Array;
  private readonly key: Int32Array;
  private readonly urlStamp: Int32Array;
  private readonly docStamp: Int32Array;
  private readonly partStamp: Int32Array;
  private readonly partCode: Uint16Array;
  private partTag = 0;
  private readonly mergeStamp: Int32Array;
  private readonly mergeCode: Uint16Array;
  private mergeTag = 0;
  private readonly termStamp: Int32Array;
  private readonly termMask: Uint32Array;
  private readonly exactStamp: Int32Array;
  /** Merged postings of wide prefix ranges (posting-layout.ts `mergedPosting`), one per doc, ascending doc. */
  private readonly prefixCache = new Map<string, Uint32Array>();
  private prefixCachePostings = 0;
  /** True once this search's terms are marked (see {@link Searcher.ensureMarked}). */
  private termsMarked = false;
  /** Histogram of candidate keys (keys < {@link KEY_SPACE}), reset after each use. */
  private readonly hist = new Int32Array(KEY_SPACE);
  /** Relevance stage (rank/relevance.ts), per url: stamp (== gen when touched), score, shown doc and its tie-break key, strongest doc and its word weight. */
  private readonly urlTouch: Int32Array;
  private readonly urlScore: Float64Array;
  private readonly urlRep: Int32Array;
  private readonly urlRepScore: Float64Array;
  private readonly urlRepKey: Int32Array;
  private readonly urlStrong: Int32Array;
  /** Relevance stage, per word slot: best match weight per url and per page, with stamps. */
  private readonly secStamp: Int32Array[] = [];
  private readonly secVal: Float32Array[] = [];
  private readonly pageStamp: Int32Array[] = [];
  private readonly pageVal: Float32Array[] = [];
  /** Relevance stage: weight (idf) of each counted word (by counted index) and their sum. */
  private readonly wordWeight = new Float64Array(64);
  private weightTotal = 0;
  /** Relevance stage: url stamps for counting a word's sections (tag per word, reset before it wraps). */
  private readonly dfStamp: Int32Array;
  private dfTag = 0;

  /**
   * @param index - the built index.
   * @param synonyms - compiled synonyms (engine/query/synonyms.ts; default none).
   */
  constructor(
    readonly index: SearchIndex,
    private readonly synonyms: SynonymTable = NO_SYNONYMS,
  ) {
    const n = (this.n = index.records.length);
    this.cand = new Int32Array(n);
    this.key = new Int32Array(n);
    this.urlStamp = new Int32Array(index.urlCount);
    this.docStamp = new Int32Array(n);
    this.partStamp = new Int32Array(n);
    this.partCode = new Uint16Array(n);
    this.mergeStamp = new Int32Array(n);
    this.mergeCode = new Uint16Array(n);
    this.termStamp = new Int32Array(index.dict.size);
    this.termMask = new Uint32Array(index.dict.size);
    this.exactStamp = new Int32Array(index.dict.size);
    this.urlTouch = new Int32Array(index.urlCount);
    this.dfStamp = new Int32Array(index.urlCount);
    this.urlScore = new Float64Array(index.urlCount);
    this.urlRep = new Int32Array(index.urlCount);
    this.urlRepScore = new Float64Array(index.urlCount);
    this.urlRepKey = new Int32Array(index.urlCount);
    this.urlStrong = new Int32Array(index.urlCount);
  }

  private slot(w: number): void {
    while (this.stamp.length <= w) {
      this.stamp.push(new Int32Array(this.n));
      this.code.push(new Uint16Array(this.n));
      this.list.push(new Int32Array(this.n));
      this.listLen.push(0);
    }
  }

  /** Relevance-stage scratch for word slot `w` (allocated on first use). */
  private scoreSlot(w: number): void {
    while (this.secStamp.length <= w) {
      this.secStamp.push(new Int32Array(this.index.urlCount));
      this.secVal.push(new Float32Array(this.index.urlCount));
      this.pageStamp.push(new Int32Array(this.index.pageCount));
      this.pageVal.push(new Float32Array(this.index.pageCount));
    }
  }

  /** The merged posting list of a wide prefix range (built on first use, LRU-cached). */
  private mergedPrefix(p: PatternTerms): Uint32Array {
    const cached = this.prefixCache.get(p.pattern);
    if (cached) {
      this.prefixCache.delete(p.pattern);
      this.prefixCache.set(p.pattern, cached);
      return cached;
    }
    const [lo, hi] = p.range!;
    const { postings, dict } = this.index;
    const best = this.mergeCode;
    const seen = this.mergeStamp;
    const tag = ++this.mergeTag;
    const docs: number[] = [];
    for (let t = lo; t < hi; t++) {
      const ex = dict.terms[t] === p.pattern ? EX_LITERAL : EX_NONE;
      const pl = postings[t];
      for (let i = 0; i < pl.length; i++) {
        const doc = postingDoc(pl[i]);
        const c = postingMatch(pl[i], ex);
        if (seen[doc] !== tag) {
          seen[doc] = tag;
          best[doc] = c;
          docs.push(doc);
        } else if (c < best[doc]) best[doc] = c;
      }
    }
    const sorted = Int32Array.from(docs).sort();
    const merged = new Uint32Array(sorted.length);
    for (let i = 0; i < sorted.length; i++) merged[i] = mergedPosting(sorted[i], best[sorted[i]]);
    this.prefixCache.set(p.pattern, merged);
    this.prefixCachePostings += merged.length;
    while (this.prefixCache.size > PREFIX_CACHE_SIZE || this.prefixCachePostings > PREFIX_CACHE_POSTINGS) {
      const [k, v] = this.prefixCache.entries().next().value as [string, Uint32Array];
      this.prefixCache.delete(k);
      this.prefixCachePostings -= v.length;
    }
    return merged;
  }

  /**
   * Fold one pattern's postings into word slot `w`.
   * Code per doc: `typos << 7 | attr << 2 | exactness`; smaller is better.
   */
  private addPattern(w: number, p: PatternTerms, filter: Uint8Array | null): void {
    const postings = this.index.postings;
    const stamp = this.stamp[w];
    const code = this.code[w];
    const list = this.list[w];
    let len = this.listLen[w];
    const gen = this.gen;
    if (p.range !== null) {
      const merged = this.mergedPrefix(p);
      for (let i = 0; i < merged.length; i++) {
        const e = merged[i];
        const doc = mergedDoc(e);
        if (filter !== null && filter[doc] === 0) continue;
        const c = mergedCode(e);
        if (stamp[doc] !== gen) {
          stamp[doc] = gen;
          code[doc] = c;
          list[len++] = doc;
        } else if (c < code[doc]) code[doc] = c;
      }
    }
    for (let k = 0; k < p.ids.length; k++) {
      const pl = postings[p.ids[k]];
      const tc = p.codes[k];
      for (let i = 0; i < pl.length; i++) {
        const e = pl[i];
        const doc = postingDoc(e);
        if (filter !== null && filter[doc] === 0) continue;
        const c = postingMatch(e, tc);
        if (stamp[doc] !== gen) {
          stamp[doc] = gen;
          code[doc] = c;
          list[len++] = doc;
        } else if (c < code[doc]) code[doc] = c;
      }
    }
    this.listLen[w] = len;
  }

  /**
   * Docs holding every part of a multi-part word (alternative B), folded into slot `w`: attribute
   * and exactness are the worst part's best, and the split costs one typo (as Algolia counts
   * splitting a query word), so the symbol itself (alternative A) ranks first.
   */
  private addParts(w: number, parts: PatternTerms[], filter: Uint8Array | null): void {
    const postings = this.index.postings;
    const ps = this.partStamp;
    const pc = this.partCode;
    let prevTag = 0;
    for (let pi = 0; pi < parts.length; pi++) {
      const tag = ++this.partTag;
      const p = parts[pi];
      let any = false;
      if (p.range !== null) {
        const merged = this.mergedPrefix(p);
        for (let i = 0; i < merged.length; i++) {
          const doc = mergedDoc(merged[i]);
          if (filter !== null && filter[doc] === 0) continue;
          const c = mergedCode(merged[i]);
          if (pi === 0) {
            if (ps[doc] !== tag) {
              ps[doc] = tag;
              pc[doc] = c;
              any = true;
            } else if (c < pc[doc]) pc[doc] = c;
          } else if (ps[doc] === prevTag) {
            ps[doc] = tag;
            if (c > pc[doc]) pc[doc] = c;
            any = true;
          }
        }
      }
      for (let k = 0; k < p.ids.length; k++) {
        const pl = postings[p.ids[k]];
        const ex = termExactness(p.codes[k]);
        for (let i = 0; i < pl.length; i++) {
          const doc = postingDoc(pl[i]);
          if (filter !== null && filter[doc] === 0) continue;
          const c = postingMatch(pl[i], ex);
          const st = ps[doc];
          if (pi === 0) {
            if (st !== tag) {
              ps[doc] = tag;
              pc[doc] = c;
              any = true;
            } else if (c < pc[doc]) pc[doc] = c;
          } else if (st === prevTag) {
            ps[doc] = tag;
            if (c > pc[doc]) pc[doc] = c;
            any = true;
          }
        }
      }
      if (!any) return;
      prevTag = tag;
    }
    // Collect from the last part's postings (every surviving doc appears there).
    const last = parts[parts.length - 1];
    const stamp = this.stamp[w];
    const code = this.code[w];
    const list = this.list[w];
    let len = this.listLen[w];
    const gen = this.gen;
    const done = ++this.partTag;
    const sources: Array<{ list: Uint32Array; docOf: (e: number) => number }> = last.ids.map((id) => ({ list: postings[id], docOf: postingDoc }));
    if (last.range !== null) sources.push({ list: this.mergedPrefix(last), docOf: mergedDoc });
    for (const { list: pl, docOf } of sources) {
      for (let i = 0; i < pl.length; i++) {
        const doc = docOf(pl[i]);
        if (ps[doc] !== prevTag) continue;
        ps[doc] = done;
        const c = addTypos(pc[doc], 1); // the split costs one typo
        if (stamp[doc] !== gen) {
          stamp[doc] = gen;
          code[doc] = c;
          list[len++] = doc;
        } else if (c < code[doc]) code[doc] = c;
      }
    }
    this.listLen[w] = len;
  }

  /**
   * Run one search. Never throws for user input: every query string is valid.
   * A one-word query that finds nothing and gets no typo only because it is a short prefix being
   * typed (3 letters: a prefix needs {@link MIN_WORD_SIZE_FOR_1_TYPO} + 1 for a typo) is retried
   * once with one typo allowed (`sesn` … `snsr` → sensor-like terms; `qx`, 2 letters, is not).
   */
  search(params: EngineSearchParams): EngineSearchResult {
    const first = this.run(params, 0);
    if (first.nbHits > 0 || first.words.length !== 1 || params.typoTolerance === false) return first;
    const w = first.words[0];
    const key = w.word.compound ?? w.word.parts[0];
    if (w.word.phrase >= 0 || key.length < MIN_WORD_SIZE_FOR_1_TYPO || typoBudget(key, params.typoTolerance ?? true, w.word.prefix) > 0) return first;
    return this.run(params, 1);
  }

  private run(params: EngineSearchParams, typoFloor: number): EngineSearchResult {
    const hitsPerPage = Math.max(0, Math.floor(params.hitsPerPage ?? 20));
    const page = Math.max(0, Math.floor(params.page ?? 0));
    const distinct = params.distinct !== false;
    const limit = Math.max(0, params.paginationLimitedTo ?? DEFAULT_PAGINATION_LIMIT);
    const plan = this.plan(params, typoFloor);
    this.gen++;
    this.termsMarked = false;
    this.matchWords(plan);
    const scored = distinct && plan.counted.length >= 2;
    const { nc: matched, optionalWords } = this.candidates(plan, scored);
    let nc = this.advancedSyntax(plan, matched);
    nc = this.rankingKeys(plan, nc);
    let urls: number[] = [];
    if (scored) ({ nc, urls } = this.relevance(plan, nc));
    const nbHits = scored ? urls.length : this.countHits(nc, distinct);
    const reachable = Math.min(nbHits, limit);
    const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
    const need = Math.min((page + 1) * hitsPerPage, limit);
    const ordered = scored ? this.orderScored(plan, urls, need) : this.orderBest(plan, nc, need, distinct);
    const docs = ordered.slice(page * hitsPerPage, need);
    const { parsed, words, roles } = plan;
    return { docs, nbHits, page, nbPages, hitsPerPage, matched: this.cand.subarray(0, nc), words, parsed, optionalWords, roles };
  }

  /** Stage 0: parse the query, resolve its words (typos, plurals, stems, synonyms) and their roles. */
  private plan(params: EngineSearchParams, typoFloor: number): QueryPlan {
    const tolerance = params.typoTolerance ?? true;
    const parsed = parseQuery(params.query, params.advancedSyntax ?? true);
    const alternatives = synonymAlternatives(parsed.words, this.synonyms);
    const words = parsed.words.map((w, i) => resolveWord(this.index.dict, w, tolerance, alternatives[i], typoFloor));
    const roles = wordRoles(words, stopWordsFor(params.removeStopWords ?? true), params.optionalWords?.length ? optionalTerms(params.optionalWords) : EMPTY_SET);
    const counted: number[] = [];
    const required: number[] = [];
    for (let w = 0; w < words.length; w++) {
      if (roles[w] !== WordRole.Stop) counted.push(w);
      if (roles[w] === WordRole.Required) required.push(w);
    }
    return { parsed, words, roles, counted, required, filter: params.filter ?? null, tolerance, query: params.query };
  }

  /** Mark the matched terms once per search (needed by phrases, one-word exactness and proximity). */
  private ensureMarked(words: ResolvedWord[]): void {
    if (this.termsMarked) return;
    this.markTerms(words);
    this.termsMarked = true;
  }

  /** Stage 1: per query word, the docs it matches and their best match codes. */
  private matchWords({ words, filter }: QueryPlan): void {
    const W = words.length;
    for (let w = 0; w < W; w++) {
      this.slot(w);
      this.listLen[w] = 0;
      this.addPattern(w, words[w].whole, filter);
      const tail = words[w].tail;
      if (tail) this.addPattern(w, tail, filter);
      const parts = words[w].parts;
      if (parts) this.addParts(w, parts, filter);
    }
  }

  /**
   * Stage 2, candidates: docs matching every required word (stop words and optionalWords are
   * not), else — when two or more counted words exist — any counted word
   * (removeWordsIfNoResults: allOptional). With `anyWord` (the relevance stage of multi-word
   * queries, rank/relevance.ts) docs matching any counted word, at once: that stage decides which
   * sections hold enough of the query. Written to `this.cand`.
   */
  private candidates({ words, counted, required, filter }: QueryPlan, anyWord = false): { nc: number; optionalWords: boolean } {
    const n = this.n;
    const W = words.length;
    const C = counted.length;
    const gen = this.gen;
    const cand = this.cand;
    let nc = 0;
    let optionalWords = false;
    if (W === 0) {
      for (let d = 0; d < n; d++) if (filter === null || filter[d] !== 0) cand[nc++] = d;
    } else if (anyWord) {
      nc = this.anyCounted(counted);
    } else {
      const R = required.length;
      let smallest = required[0];
      for (const w of required) if (this.listLen[w] < this.listLen[smallest]) smallest = w;
      const sl = this.list[smallest];
      const sn = this.listLen[smallest];
      for (let i = 0; i < sn; i++) {
        const doc = sl[i];
        let ok = true;
        for (let r = 0; r < R; r++) {
          if (this.stamp[required[r]][doc] !== gen) {
            ok = false;
            break;
          }
        }
        if (ok) cand[nc++] = doc;
      }
      if (nc === 0 && C > 1) {
        optionalWords = true;
        nc = this.anyCounted(counted);
      }
    }
    return { nc, optionalWords };
  }

  /** Docs matching any counted word, written to `this.cand`; @returns their number. */
  private anyCounted(counted: readonly number[]): number {
    const gen = this.gen;
    const cand = this.cand;
    const ds = this.docStamp;
    let nc = 0;
    for (const w of counted) {
      const l = this.list[w];
      for (let i = 0; i < this.listLen[w]; i++) {
        const doc = l[i];
        if (ds[doc] !== gen) {
          ds[doc] = gen;
          cand[nc++] = doc;
        }
      }
    }
    return nc;
  }

  /**
   * Stage 5b, relevance of multi-word queries (rank/relevance.ts steps 1–3): word weights, section
   * and page evidence, the coverage floor. Keeps in `this.cand` only the docs of sections that are
   * hits, and fills the per-url score and representative doc.
   * @returns the docs kept and the hit urls, best base score first.
   */
  private relevance(plan: QueryPlan, nc: number): { nc: number; urls: number[] } {
    const { counted } = plan;
    const idx = this.index;
    const cand = this.cand;
    const gen = this.gen;
    const C = counted.length;
    const urlId = idx.urlId;
    const urlPage = idx.urlPage;
    // 1. Word weights: idf over sections (distinct urls) holding the word.
    const weights = this.wordWeight;
    const us = this.dfStamp;
    let total = 0;
    for (let k = 0; k < C; k++) {
      const w = counted[k];
      if (++this.dfTag > 0x7ffffff0) {
        us.fill(0);
        this.dfTag = 1;
      }
      const tag = this.dfTag;
      const l = this.list[w];
      let df = 0;
      for (let i = 0; i < this.listLen[w]; i++) {
        const u = urlId[l[i]];
        if (us[u] !== tag) {
          us[u] = tag;
          df++;
        }
      }
      weights[k] = df > 0 ? wordWeight(df, idx.urlCount) : 0;
      total += weights[k];
    }
    this.weightTotal = total;
    if (total === 0) return { nc: 0, urls: [] };
    // 2–3. Best match weight per word per section and per page; representative doc per section.
    const touch = this.urlTouch;
    const rep = this.urlRep;
    const repScore = this.urlRepScore;
    const repKey = this.urlRepKey;
    const strong = this.urlStrong;
    const key = this.key;
    const touched: number[] = [];
    for (let k = 0; k < C; k++) this.scoreSlot(k);
    // The coverage floor counts the words a hit is expected to hold: not those of `optionalWords`.
    const floorWord = counted.map((w) => plan.roles[w] === WordRole.Required);
    let floorTotal = 0;
    for (let k = 0; k < C; k++) if (floorWord[k]) floorTotal += weights[k];
    const plain = counted.map((w) => plan.words[w].word.compound === null && plan.words[w].word.parts.length === 1);
    const identLevels = idx.identLevels;
    // A query written only in words (no identifier among them) reads as a question for the guides.
    const prose = plain.every(Boolean);
    // A plain word that is a whole identifier heading's key (`duckdb` for `DuckDB`) is no piece of it.
    const piece = counted.map((w, k) => plain[k] && !idx.identCompounds.has(plan.words[w].word.parts[0]));
    for (let i = 0; i < nc; i++) {
      const doc = cand[i];
      const u = urlId[doc];
      const p = urlPage[u];
      let rs = 0;
      for (let k = 0; k < C; k++) {
        const w = counted[k];
        if (this.stamp[w][doc] !== gen) continue;
        const v = docMatchWeight(this.code[w][doc], identLevels[doc], piece[k]);
        rs += weights[k] * v;
        const ss = this.secStamp[k];
        const sv = this.secVal[k];
        if (ss[u] !== gen) {
          ss[u] = gen;
          sv[u] = v;
        } else if (v > sv[u]) sv[u] = v;
        const ps = this.pageStamp[k];
        const pv = this.pageVal[k];
        if (ps[p] !== gen) {
          ps[p] = gen;
          pv[p] = v;
        } else if (v > pv[p]) pv[p] = v;
      }
      // Per section: the record shown (`rep`: the best by the tie-break key — words, typos,
      // attribute — as Algolia's distinct keeps the best record of a group, so the heading record
      // before its paragraphs; then the custom ranking) and the record with the most word weight
      // (`strong`); the refinement reads both.
      if (touch[u] !== gen) {
        touch[u] = gen;
        touched.push(u);
        rep[u] = doc;
        repKey[u] = key[i];
        strong[u] = doc;
        repScore[u] = rs;
      } else {
        if (key[i] < repKey[u] || (key[i] === repKey[u] && idx.customRank[doc] < idx.customRank[rep[u]])) {
          rep[u] = doc;
          repKey[u] = key[i];
        }
        if (rs > repScore[u] || (rs === repScore[u] && idx.customRank[doc] < idx.customRank[strong[u]])) {
          strong[u] = doc;
          repScore[u] = rs;
        }
      }
    }
    // Section score = section evidence + PAGE_SHARE of what the rest of the page adds; coverage floor.
    const score = this.urlScore;
    const urls: number[] = [];
    for (const u of touched) {
      const p = urlPage[u];
      let e = 0;
      let extra = 0;
      let covered = 0;
      let coveredFloor = 0;
      for (let k = 0; k < C; k++) {
        const sv = this.secStamp[k][u] === gen ? this.secVal[k][u] : 0;
        const pv = this.pageStamp[k][p] === gen ? this.pageVal[k][p] : 0;
        e += weights[k] * sv;
        if (pv > sv) extra += weights[k] * (pv - sv);
        if (sv > 0) {
          covered += weights[k];
          if (floorWord[k]) coveredFloor += weights[k];
        }
      }
      if (coveredFloor < MIN_COVERAGE * floorTotal - 1e-9 || covered === 0) {
        score[u] = -1;
        continue;
      }
      score[u] = ((e + PAGE_SHARE * extra) / total) * (prose && idx.referencePage[p] ? REFERENCE_PROSE_FACTOR : 1);
      urls.push(u);
    }
    const customRank = idx.customRank;
    urls.sort((a, b) => score[b] - score[a] || customRank[this.urlStrong[a]] - customRank[this.urlStrong[b]]);
    // Keep only the docs of hit sections (facet counts read `this.cand`); every candidate's url was touched.
    let k = 0;
    for (let i = 0; i < nc; i++) if (score[urlId[cand[i]]] >= 0) cand[k++] = cand[i];
    return { nc: k, urls };
  }

  /** Stage 3: advanced syntax — drop candidates holding an `-exclusion`, keep those where every "phrase" holds. */
  private advancedSyntax({ parsed, words }: QueryPlan, nc: number): number {
    const idx = this.index;
    const cand = this.cand;
    const gen = this.gen;
    if (parsed.exclusions.length > 0 && nc > 0) {
      const ex = this.docStamp;
      const mark = -gen;
      for (const e of parsed.exclusions) {
        const p = resolvePattern(idx.dict, e.compound ?? e.parts[0], false, 0);
        for (const id of p.ids) for (const posting of idx.postings[id]) ex[postingDoc(posting)] = mark;
      }
      let k = 0;
      for (let i = 0; i < nc; i++) if (ex[cand[i]] !== mark) cand[k++] = cand[i];
      nc = k;
    }
    if (parsed.phraseCount > 0 && nc > 0) {
      this.ensureMarked(words);
      let k = 0;
      for (let i = 0; i < nc; i++) if (phrasesHold(idx, this, cand[i], words, parsed.phraseCount)) cand[k++] = cand[i];
      nc = k;
    }
    return nc;
  }

  /**
   * Stage 4, ranking keys: a cheap integer key per candidate — words, typos, attribute (+ exact for
   * one-word queries) — in `this.key`; then `typoTolerance: min|strict` filtering.
   * @returns the number of candidates kept.
   */
  private rankingKeys({ words, counted, tolerance, query }: QueryPlan, nc: number): number {
    const idx = this.index;
    const cand = this.cand;
    const gen = this.gen;
    const C = counted.length;
    // Exact, per word: literal form 2, equivalent (plural) 1, else 0. For one-word queries a
    // heading that is exactly the word (any matched form) counts 4 more (Algolia's
    // exactOnSingleWordQuery: attribute), so "Schedules" beats "Schedule a job" on "schedule".
    // Stop words take no part in these criteria (only counted words do).
    const key = this.key;
    const single = C === 1;
    const singleBit = single ? 1 << counted[0] : 0;
    const ownSingle = idx.ownSingleTerm;
    if (single && nc > 0) this.ensureMarked(words);
    // A one-word query of one plain word either names an API entry (`Definitions`, typed with a
    // capital: the entry anchored by that name is its own best attribute, before a page title of
    // the same word) or is a topic ("partitions": a reference page headed by the word gets no
    // single-word exactness bonus, so the guide on the topic comes first by the custom ranking).
    const w0 = single ? words[counted[0]].word : null;
    const onePlain = w0 !== null && w0.compound === null && w0.parts.length === 1;
    const entry = onePlain && /\p{Lu}/u.test(query) && idx.identNames.has(w0.parts[0]) ? w0.parts[0] : null;
    const topicWord = onePlain && entry === null;
    let minTypos = Infinity;
    for (let i = 0; i < nc; i++) {
      const doc = cand[i];
      let matched = 0;
      let typos = 0;
      let attr = 63;
      let exact = 0;
      for (let k = 0; k < C; k++) {
        const w = counted[k];
        if (this.stamp[w][doc] !== gen) continue;
        const c = this.code[w][doc];
        matched++;
        typos += matchTypos(c);
        const a = matchAttr(c);
        if (a < attr) attr = a;
        exact += EXACT_POINTS[matchExactness(c)];
      }
      if (single && ownSingle[doc] >= 0 && (this.maskOf(ownSingle[doc]) & singleBit) !== 0 && !(topicWord && idx.referencePage[idx.urlPage[idx.urlId[doc]]])) exact += 4;
      if (entry !== null && typos === 0 && idx.entryName[doc] === entry) attr = 0;
      if (typos < minTypos) minTypos = typos;
      const base = ((C - matched) * 64 + typos) * 64 + (C === 0 ? 0 : attr);
      key[i] = single ? base * 8 + (7 - exact) : base;
    }
    if ((tolerance === 'min' || tolerance === 'strict') && C > 0 && nc > 0) {
      const ceiling = tolerance === 'min' ? minTypos : minTypos + 1;
      let k = 0;
      for (let i = 0; i < nc; i++) {
        const typos = single ? (key[i] >> 9) & 63 : (key[i] >> 6) & 63;
        if (typos <= ceiling) {
          cand[k] = cand[i];
          key[k++] = key[i];
        }
      }
      nc = k;
    }
    return nc;
  }

  /** Stage 5: nbHits — distinct urls among the candidates (or candidates when not distinct). */
  private countHits(nc: number, distinct: boolean): number {
    const idx = this.index;
    const cand = this.cand;
    const gen = this.gen;
    let nbHits = 0;
    if (distinct) {
      const us = this.urlStamp;
      const urlId = idx.urlId;
      for (let i = 0; i < nc; i++) {
        const u = urlId[cand[i]];
        if (us[u] !== gen) {
          us[u] = gen;
          nbHits++;
        }
      }
    } else nbHits = nc;
    return nbHits;
  }

  /**
   * Stage 6: order only the best keys needed to fill `need` distinct hits, breaking ties by the
   * fine key (proximity, exact: rank/proximity.ts) and then the custom ranking.
   * @returns doc ids, best first (at most `need`).
   */
  private orderBest({ words, counted }: QueryPlan, nc: number, need: number, distinct: boolean): number[] {
    const idx = this.index;
    const cand = this.cand;
    const key = this.key;
    const C = counted.length;
    const ordered: number[] = [];
    if (need > 0 && nc > 0) {
      const hist = this.hist;
      const keys: number[] = [];
      for (let i = 0; i < nc; i++) if (hist[key[i]]++ === 0) keys.push(key[i]);
      keys.sort((a, b) => a - b);
      const counts = keys.map((k) => hist[k]);
      for (const k of keys) hist[k] = 0;
      if (C > 1) this.ensureMarked(words);
      const customRank = idx.customRank;
      const customOrder = idx.customOrder;
      const seen = new Set<number>();
      let ki = 0;
      while (ordered.length < need && ki < keys.length) {
        // Take whole key groups until they hold at least `need - ordered` records.
        const lo = keys[ki];
        let count = 0;
        let hiKey = lo;
        while (ki < keys.length && count < need - ordered.length) {
          count += counts[ki];
          hiKey = keys[ki];
          ki++;
        }
        let gn = 0;
        for (let i = 0; i < nc; i++) if (key[i] >= lo && key[i] <= hiKey) gn++;
        // Sort key: key (< 2^18) · 2^13 fine (< 2^13) · 2^21 custom rank (unique per doc, so the doc is recoverable): < 2^53.
        let sk: Float64Array;
        if (C > 1 && lo === hiKey && gn > EARLY_EXIT_GROUP) {
          // One large group: scan it in custom-ranking order and stop once enough distinct urls
          // reached the best possible fine key (all pairs adjacent, all words exact): nothing
          // later in custom order can overtake them.
          const ranks = new Int32Array(gn);
          let g = 0;
          for (let i = 0; i < nc; i++) if (key[i] === lo) ranks[g++] = customRank[cand[i]];
          ranks.sort();
          const bestFine = (C - 1) * 64 + (63 - (32 + 2 * C));
          const wanted = need - ordered.length;
          const perfectUrls = new Set<number>();
          const collected: number[] = [];
          for (let j = 0; j < gn; j++) {
            const doc = customOrder[ranks[j]];
            const fine = fineKey(idx, this, doc, counted);
            collected.push((lo * 8192 + fine) * 2097152 + ranks[j]);
            if (fine === bestFine) {
              perfectUrls.add(distinct ? idx.urlId[doc] : doc);
              if (perfectUrls.size >= wanted) break;
            }
          }
          sk = Float64Array.from(collected);
          gn = sk.length;
        } else {
          sk = new Float64Array(gn);
          let g = 0;
          for (let i = 0; i < nc; i++) {
            if (key[i] < lo || key[i] > hiKey) continue;
            const doc = cand[i];
            const fine = C > 1 ? fineKey(idx, this, doc, counted) : 0;
            sk[g++] = (key[i] * 8192 + fine) * 2097152 + customRank[doc];
          }
        }
        sk.sort();
        for (let j = 0; j < gn; j++) {
          const doc = customOrder[sk[j] % 2097152];
          if (distinct) {
            const u = idx.urlId[doc];
            if (seen.has(u)) continue;
            seen.add(u);
          }
          ordered.push(doc);
          if (ordered.length >= need) break;
        }
      }
    }
    return ordered;
  }

  /**
   * Stage 6b, order of multi-word queries (rank/relevance.ts step 4): the best `need` +
   * REFINE_EXTRA sections get the proximity, own-heading and pageRank bonuses on their strongest
   * record, then a penalty per better section of the same page; each section is shown as `rep`.
   * @param urls - hit urls, best base score first (from {@link Searcher.relevance}).
   * @returns representative doc ids, best first (at most `need`).
   */
  private orderScored({ words, counted }: QueryPlan, urls: readonly number[], need: number): number[] {
    if (need <= 0 || urls.length === 0) return [];
    const idx = this.index;
    const C = counted.length;
    this.ensureMarked(words);
    const gen = this.gen;
    const rep = this.urlRep;
    const score = this.urlScore;
    const customRank = idx.customRank;
    const weights = this.wordWeight;
    const total = this.weightTotal;
    const n = Math.min(urls.length, need + REFINE_EXTRA);
    const best = new Int32Array(Math.max(1, C - 1));
    const refined: { u: number; s: number }[] = [];
    for (let i = 0; i < n; i++) {
      const u = urls[i];
      // Bonuses read the section's strongest record (most word weight); the hit shown is `rep`.
      // (Measured: reading the own-heading bonus from `rep` instead raised the tuning half 0.82 →
      // 0.84 but lowered the held-out half 0.70 → 0.69, so it is not done.)
      const doc = this.urlStrong[u];
      const ownAll = proximityFacts(idx, this, doc, counted, best);
      let bonus = 0;
      for (let k = 0; k < C - 1; k++) {
        if (this.stamp[counted[k]][doc] !== gen || this.stamp[counted[k + 1]][doc] !== gen) continue;
        bonus += (PROXIMITY_WEIGHT * Math.min(weights[k], weights[k + 1]) * (MAX_PROXIMITY - best[k])) / (MAX_PROXIMITY - 1) / total;
      }
      if (ownAll) bonus += OWN_HEADING_WEIGHT;
      bonus += PAGE_RANK_WEIGHT * idx.records[doc].weight.pageRank;
      refined.push({ u, s: score[u] + bonus });
    }
    refined.sort((a, b) => b.s - a.s || customRank[this.urlStrong[a.u]] - customRank[this.urlStrong[b.u]]);
    // Same-page penalty, greedily: each pick lowers the rest of its page.
    const out: number[] = [];
    const perPage = new Map<number, number>();
    const pool = refined;
    while (out.length < need && pool.length > 0) {
      let bi = 0;
      let bs = -Infinity;
      for (let i = 0; i < pool.length; i++) {
        const s = pool[i].s - SAME_PAGE_PENALTY * (perPage.get(idx.urlPage[pool[i].u]) ?? 0);
        if (s > bs) {
          bs = s;
          bi = i;
        }
      }
      const [pick] = pool.splice(bi, 1);
      const p = idx.urlPage[pick.u];
      perPage.set(p, (perPage.get(p) ?? 0) + 1);
      out.push(rep[pick.u]);
    }
    for (let i = n; i < urls.length && out.length < need; i++) out.push(rep[urls[i]]);
    return out;
  }

  /** Mark every matched term with the bitmask of query words (and parts) it satisfies. */
  private markTerms(words: ResolvedWord[]): void {
    const gen = this.gen;
    const ts = this.termStamp;
    const tm = this.termMask;
    const markId = (id: number, bit: number): void => {
      if (ts[id] !== gen) {
        ts[id] = gen;
        tm[id] = 0;
      }
      tm[id] |= bit;
    };
    const mark = (p: PatternTerms, bit: number): void => {
      for (const id of p.ids) markId(id, bit);
      if (p.range !== null) for (let id = p.range[0]; id < p.range[1]; id++) markId(id, bit);
    };
    words.forEach((w, i) => {
      mark(w.whole, 1 << i);
      if (w.tail) mark(w.tail, 1 << i);
      if (w.parts) for (const p of w.parts) mark(p, 1 << i);
    });
  }

  /** Bitmask of the query words `term` satisfies in this search (MatchView). */
  maskOf(term: number): number {
    return this.termStamp[term] === this.gen ? this.termMask[term] : 0;
  }

}

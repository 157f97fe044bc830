/**
 * Query execution with DocSearch ranking (search-protocol.md §3.2, §7 "Ranking and matching").
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
 * Evaluation is lazy: candidates are bucketed by the cheap criteria (words, typos, attribute and,
 * for one-word queries, exact) in custom-ranking order, and proximity is only computed for the
 * buckets needed to fill the requested page.
 */
import { parseQuery, type ParsedQuery } from './query-parser.ts';
import type { SearchIndex } from './search-index.ts';
import { resolvePattern, resolveWord, type PatternTerms, type ResolvedWord, type TypoTolerance } from './word-resolver.ts';

/** Proximity distance cap (Algolia's maximum distance between two words). */
export const MAX_PROXIMITY = 8;
/** Default `paginationLimitedTo`. */
export const DEFAULT_PAGINATION_LIMIT = 1000;

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
  /** One hit per url (default true). `false`/`0` disables. */
  distinct?: boolean;
  /** Hits beyond this rank are not reachable by paging (default 1000). */
  paginationLimitedTo?: number;
}

/** The engine's answer (doc ids; the server turns them into hits). */
export interface EngineSearchResult {
  /** Doc ids of the requested page, best first. */
  docs: number[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** All matched docs before distinct (for facet counts). */
  matched: Int32Array;
  /** Resolved query words (for highlighting). */
  words: ResolvedWord[];
  parsed: ParsedQuery;
  /** True when the all-words-optional fallback was used. */
  optionalWords: boolean;
}

const NOT_FOUND = 0xffff;

/** Stateful searcher over one index; reuses scratch buffers (not re-entrant, which is fine: searches are synchronous). */
export class Searcher {
  private readonly n: number;
  private gen = 0;
  private readonly stamp: Int32Array[] = [];
  private readonly code: Uint16Array[] = [];
  private readonly lists: number[][] = [];
  private readonly urlStamp: Int32Array;
  private readonly docStamp: Int32Array;
  private readonly termStamp: Int32Array;
  private readonly termMask: Uint32Array;

  constructor(readonly index: SearchIndex) {
    this.n = index.records.length;
    this.urlStamp = new Int32Array(index.urlCount);
    this.docStamp = new Int32Array(this.n);
    this.termStamp = new Int32Array(index.dict.size);
    this.termMask = new Uint32Array(index.dict.size);
  }

  private slot(w: number): void {
    while (this.stamp.length <= w) {
      this.stamp.push(new Int32Array(this.n));
      this.code.push(new Uint16Array(this.n));
      this.lists.push([]);
    }
  }

  /**
   * Fold one pattern's postings into word slot `w`.
   * Code per doc: `(typos << 6 | attr) << 1 | notExact`, smaller is better.
   */
  private addPattern(w: number, p: PatternTerms, filter: Uint8Array | null | undefined): void {
    const { postings } = this.index;
    const stamp = this.stamp[w];
    const code = this.code[w];
    const list = this.lists[w];
    const gen = this.gen;
    for (let k = 0; k < p.ids.length; k++) {
      const pl = postings[p.ids[k]];
      const tc = p.codes[k];
      const typos = tc >> 1;
      const notExact = tc & 1;
      for (let i = 0; i < pl.length; i++) {
        const e = pl[i];
        const doc = e >>> 5;
        if (filter && filter[doc] === 0) continue;
        const c = (((typos << 6) | (e & 31)) << 1) | notExact;
        if (stamp[doc] !== gen) {
          stamp[doc] = gen;
          code[doc] = c;
          list.push(doc);
        } else if (c < code[doc]) code[doc] = c;
      }
    }
  }

  /** Docs matching every part of a multi-part word (alternative B); folded into slot `w`. */
  private addParts(w: number, parts: PatternTerms[], filter: Uint8Array | null | undefined): void {
    const { postings } = this.index;
    let acc: Map<number, number> | null = null;
    for (const p of parts) {
      const m = new Map<number, number>();
      for (let k = 0; k < p.ids.length; k++) {
        const pl = postings[p.ids[k]];
        const notExact = p.codes[k] & 1;
        for (let i = 0; i < pl.length; i++) {
          const doc = pl[i] >>> 5;
          if (filter && filter[doc] === 0) continue;
          if (acc && !acc.has(doc)) continue;
          const c = ((pl[i] & 31) << 1) | notExact;
          const prev = m.get(doc);
          if (prev === undefined || c < prev) m.set(doc, c);
        }
      }
      if (acc) for (const [doc, c] of m) m.set(doc, Math.max(c, acc.get(doc) ?? 0));
      acc = m;
      if (acc.size === 0) return;
    }
    if (!acc) return;
    const stamp = this.stamp[w];
    const code = this.code[w];
    const list = this.lists[w];
    for (const [doc, c] of acc) {
      if (stamp[doc] !== this.gen) {
        stamp[doc] = this.gen;
        code[doc] = c;
        list.push(doc);
      } else if (c < code[doc]) code[doc] = c;
    }
  }

  /**
   * Run one search.
   * @throws never for user input; every query string is valid.
   */
  search(params: EngineSearchParams): EngineSearchResult {
    const idx = this.index;
    const hitsPerPage = Math.max(0, Math.floor(params.hitsPerPage ?? 20));
    const page = Math.max(0, Math.floor(params.page ?? 0));
    const distinct = params.distinct !== false;
    const limit = Math.max(0, params.paginationLimitedTo ?? DEFAULT_PAGINATION_LIMIT);
    const tolerance = params.typoTolerance ?? true;
    const filter = params.filter ?? null;
    const parsed = parseQuery(params.query, params.advancedSyntax ?? true);
    const words = parsed.words.map((w) => resolveWord(idx.dict, w, tolerance));
    const W = words.length;
    this.gen++;
    const gen = this.gen;

    // 1. Per-word doc sets.
    for (let w = 0; w < W; w++) {
      this.slot(w);
      this.lists[w].length = 0;
      this.addPattern(w, words[w].whole, filter);
      const parts = words[w].parts;
      if (parts) this.addParts(w, parts, filter);
    }

    // 2. Candidates: all words required, else all optional.
    let candidates: number[];
    let optionalWords = false;
    if (W === 0) {
      candidates = [];
      for (let d = 0; d < this.n; d++) if (!filter || filter[d]) candidates.push(d);
    } else {
      let smallest = 0;
      for (let w = 1; w < W; w++) if (this.lists[w].length < this.lists[smallest].length) smallest = w;
      candidates = [];
      for (const doc of this.lists[smallest]) {
        let ok = true;
        for (let w = 0; w < W && ok; w++) if (this.stamp[w][doc] !== gen) ok = false;
        if (ok) candidates.push(doc);
      }
      if (candidates.length === 0 && W > 1) {
        optionalWords = true;
        const ds = this.docStamp;
        for (let w = 0; w < W; w++) {
          for (const doc of this.lists[w]) {
            if (ds[doc] !== gen) {
              ds[doc] = gen;
              candidates.push(doc);
            }
          }
        }
      }
    }

    // 3. Exclusions and phrases (advanced syntax).
    if (parsed.exclusions.length > 0 && candidates.length > 0) {
      const excluded = new Set<number>();
      for (const ex of parsed.exclusions) {
        const p = resolvePattern(idx.dict, ex.compound ?? ex.parts[0], false, 0);
        for (const id of p.ids) for (const e of idx.postings[id]) excluded.add(e >>> 5);
      }
      candidates = candidates.filter((d) => !excluded.has(d));
    }
    if (parsed.phraseCount > 0 && candidates.length > 0) {
      this.markTerms(words);
      candidates = candidates.filter((d) => this.phrasesHold(d, words, parsed.phraseCount));
    }

    // 4. Cheap criteria: words, typos, attribute (+ exact for one-word queries).
    const single = W === 1;
    const coarseOf = (doc: number): number => {
      let matched = 0;
      let typos = 0;
      let attr = 63;
      let exact = 0;
      for (let w = 0; w < W; w++) {
        if (this.stamp[w][doc] !== gen) continue;
        const c = this.code[w][doc];
        matched++;
        typos += c >> 7;
        const a = (c >> 1) & 63;
        if (a < attr) attr = a;
        if ((c & 1) === 0) exact++;
      }
      if (single && exact > 0 && idx.ownSingleTerm[doc] >= 0 && words[0].whole.exactTerms.has(idx.dict.terms[idx.ownSingleTerm[doc]])) exact = 2;
      const base = ((W - matched) * 64 + typos) * 64 + (W === 0 ? 0 : attr);
      return single ? base * 4 + (3 - exact) : base;
    };
    let typoFloor = 0;
    if ((tolerance === 'min' || tolerance === 'strict') && W > 0) {
      let minTypos = Infinity;
      const typoOf = (d: number): number => {
        let t = 0;
        for (let w = 0; w < W; w++) if (this.stamp[w][d] === gen) t += this.code[w][d] >> 7;
        return t;
      };
      for (const d of candidates) minTypos = Math.min(minTypos, typoOf(d));
      typoFloor = tolerance === 'min' ? minTypos : minTypos + 1;
      candidates = candidates.filter((d) => typoOf(d) <= typoFloor);
    }

    // 5. nbHits (distinct urls).
    let nbHits = 0;
    if (distinct) {
      const us = this.urlStamp;
      for (const d of candidates) {
        const u = idx.urlId[d];
        if (us[u] !== gen) {
          us[u] = gen;
          nbHits++;
        }
      }
    } else nbHits = candidates.length;
    const reachable = Math.min(nbHits, limit);
    const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
    const need = Math.min((page + 1) * hitsPerPage, limit);

    // 6. Order lazily until `need` distinct hits are known.
    const ordered: number[] = [];
    if (need > 0 && candidates.length > 0) {
      // Buckets by coarse key, members in custom-ranking order.
      const buckets = new Map<number, number[]>();
      const push = (d: number): void => {
        const k = coarseOf(d);
        let b = buckets.get(k);
        if (!b) buckets.set(k, (b = []));
        b.push(d);
      };
      if (candidates.length * 8 > this.n) {
        const ds = this.docStamp;
        const mark = -gen; // distinct from the optional-words marking
        for (const d of candidates) ds[d] = mark;
        for (const d of idx.customOrder) if (ds[d] === mark) push(d);
      } else {
        candidates.sort((a, b) => idx.customRank[a] - idx.customRank[b]);
        for (const d of candidates) push(d);
      }
      const keys = [...buckets.keys()].sort((a, b) => a - b);
      if (W > 1) this.markTerms(words);
      const seenGen = gen + 0.5; // separate marker space for url de-dup while emitting
      const seen = new Set<number>();
      void seenGen;
      for (const key of keys) {
        let members = buckets.get(key)!;
        if (W > 1) {
          const fine = new Map<number, number>();
          for (const d of members) fine.set(d, this.fineKey(d, words));
          members = members.slice().sort((a, b) => fine.get(a)! - fine.get(b)!); // stable: keeps custom order
        }
        for (const d of members) {
          if (distinct) {
            const u = idx.urlId[d];
            if (seen.has(u)) continue;
            seen.add(u);
          }
          ordered.push(d);
          if (ordered.length >= need) break;
        }
        if (ordered.length >= need) break;
      }
    }
    const docs = ordered.slice(page * hitsPerPage, need);
    return { docs, nbHits, page, nbPages, hitsPerPage, matched: Int32Array.from(candidates), words, parsed, optionalWords };
  }

  /** Mark every matched term with the bitmask of query words (and parts) it satisfies. */
  private markTerms(words: ResolvedWord[]): void {
    const gen = this.gen;
    const ts = this.termStamp;
    const tm = this.termMask;
    const mark = (p: PatternTerms, bit: number): void => {
      for (const id of p.ids) {
        if (ts[id] !== gen) {
          ts[id] = gen;
          tm[id] = 0;
        }
        tm[id] |= bit;
      }
    };
    words.forEach((w, i) => {
      mark(w.whole, 1 << i);
      if (w.parts) for (const p of w.parts) mark(p, 1 << i);
    });
  }

  private maskOf(term: number): number {
    return this.termStamp[term] === this.gen ? this.termMask[term] : 0;
  }

  /** Proximity and exactness for multi-word queries: `proximity * 64 + (63 - exactWords)`. */
  private fineKey(doc: number, words: ResolvedWord[]): number {
    const idx = this.index;
    const W = words.length;
    const from = idx.fwdStart[doc];
    const to = idx.fwdStart[doc + 1];
    // Best distance per consecutive pair (w, w+1).
    const best = new Array<number>(W - 1).fill(MAX_PROXIMITY);
    const lastPos = new Array<number>(W).fill(-1);
    let field = -1;
    for (let i = from; i < to; i++) {
      const meta = idx.fwdMeta[i];
      const f = meta >>> 16;
      const pos = meta & 0xffff;
      if (f !== field) {
        field = f;
        lastPos.fill(-1);
      }
      const mask = this.maskOf(idx.fwdTerm[i]);
      if (mask === 0) continue;
      for (let w = 0; w < W; w++) {
        if ((mask & (1 << w)) === 0) continue;
        if (w > 0 && lastPos[w - 1] >= 0) {
          const dd = Math.max(1, pos - lastPos[w - 1]);
          if (dd < best[w - 1]) best[w - 1] = dd;
        }
        if (w < W - 1 && lastPos[w + 1] >= 0) {
          const dd = Math.max(1, pos - lastPos[w + 1] + 1);
          if (dd < best[w]) best[w] = dd;
        }
      }
      for (let w = 0; w < W; w++) if (mask & (1 << w)) lastPos[w] = pos;
    }
    let prox = 0;
    for (let w = 0; w < W - 1; w++) {
      const both = this.stamp[w][doc] === this.gen && this.stamp[w + 1][doc] === this.gen;
      if (both) prox += Math.min(best[w], MAX_PROXIMITY);
    }
    let exact = 0;
    for (let w = 0; w < W; w++) if (this.stamp[w][doc] === this.gen && (this.code[w][doc] & 1) === 0) exact++;
    return prox * 64 + (63 - exact);
  }

  /** True when every phrase's words occur consecutively, in order, in one field. */
  private phrasesHold(doc: number, words: ResolvedWord[], phraseCount: number): boolean {
    const idx = this.index;
    for (let ph = 0; ph < phraseCount; ph++) {
      const members = words.map((w, i) => (w.word.phrase === ph ? i : -1)).filter((i) => i >= 0);
      if (members.length < 2) continue;
      let ok = false;
      // positions of first word; check following words at pos+1, pos+2... in the same field
      const at = new Map<number, Set<number>>(); // key field<<16|pos → word bits
      for (let i = idx.fwdStart[doc]; i < idx.fwdStart[doc + 1]; i++) {
        const mask = this.maskOf(idx.fwdTerm[i]);
        if (!mask) continue;
        const key = idx.fwdMeta[i];
        let s = at.get(key);
        if (!s) at.set(key, (s = new Set()));
        for (const m of members) if (mask & (1 << m)) s.add(m);
      }
      for (const [key, s] of at) {
        if (!s.has(members[0])) continue;
        let all = true;
        let step = 0;
        for (let j = 1; j < members.length && all; j++) {
          step += Math.max(1, words[members[j - 1]].word.parts.length);
          const nxt = at.get(key + step);
          all = !!nxt && nxt.has(members[j]);
        }
        if (all) {
          ok = true;
          break;
        }
      }
      if (!ok) return false;
    }
    return true;
  }
}

void NOT_FOUND;

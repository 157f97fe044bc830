/**
 * The bit layouts the engine packs into integers, encoded and decoded in this one place
 * (docs/protocol.md#ranking; MiniSearch keeps its tree/posting shapes behind small helpers the
 * same way). Every function is a single shift or mask, small enough for V8 to inline.
 *
 * - Posting (search-index.ts): `doc << 5 | attr` — one per (term, doc), `attr` the best attribute
 *   rank (< 32) of the term in the doc.
 * - Forward meta (search-index.ts): `fieldRank << 16 | position` — one per token of a doc.
 * - Term code (word-resolver.ts): `typos << 2 | exactness` — how a dictionary term matches a query word.
 * - Match code (searcher.ts): `typos << 7 | attr << 2 | exactness` — how a doc matches a query
 *   word; smaller is better, so the best of several matches is the minimum.
 * - Merged prefix posting (searcher.ts): `doc << 7 | attr << 2 | exactness` (a match code without typos).
 */

/** Bits of the attribute rank in a posting. */
export const ATTR_BITS = 5;

/** A posting for `doc` with best attribute rank `attr` (< 32). */
export const posting = (doc: number, attr: number): number => (doc << ATTR_BITS) | attr;
/** Doc id of a posting. */
export const postingDoc = (p: number): number => p >>> ATTR_BITS;
/** Attribute rank of a posting. */
export const postingAttr = (p: number): number => p & 31;

/** Forward-index meta of a token. */
export const fwdMeta = (fieldRank: number, position: number): number => (fieldRank << 16) | Math.min(position, 0xffff);
/** Field (attribute) rank of a forward-index token. */
export const fwdField = (meta: number): number => meta >>> 16;
/** Word position of a forward-index token inside its field. */
export const fwdPosition = (meta: number): number => meta & 0xffff;

/** A term code: `typos` (0–2) and exactness (`EX_*` of word-resolver.ts). */
export const termCode = (typos: number, exactness: number): number => (typos << 2) | exactness;
/** Typos of a term code. */
export const termTypos = (tc: number): number => tc >> 2;
/** Exactness of a term code. */
export const termExactness = (tc: number): number => tc & 3;

/** A match code: typos, attribute rank, exactness. */
export const matchCode = (typos: number, attr: number, exactness: number): number => (typos << 7) | (attr << 2) | exactness;
/** The match code of a posting matched through a term code (typos and exactness from the term, attribute from the posting). */
export const postingMatch = (p: number, tc: number): number => (termTypos(tc) << 7) | (postingAttr(p) << 2) | termExactness(tc);
/** Typos of a match code. */
export const matchTypos = (c: number): number => c >> 7;
/** Attribute rank of a match code. */
export const matchAttr = (c: number): number => (c >> 2) & 31;
/** Exactness of a match code. */
export const matchExactness = (c: number): number => c & 3;
/** A match code with `n` more typos (a split compound costs one). */
export const addTypos = (c: number, n: number): number => c + (n << 7);

/** A merged prefix posting: `doc` and a typo-free match code (< 128). */
export const mergedPosting = (doc: number, code: number): number => (doc << 7) | code;
/** Doc id of a merged prefix posting. */
export const mergedDoc = (e: number): number => e >>> 7;
/** Match code of a merged prefix posting. */
export const mergedCode = (e: number): number => e & 127;

/**
 * Tokenizer shared by the index, the query parser and the highlighter (docs/protocol.md#ranking): lowercase, diacritics folded, split on whitespace and punctuation, `_` is a
 * separator, camelCase is split while the whole compound is ALSO kept, code-ish tokens survive
 * (`--flag`, `foo.bar()`, `429`, `1.10.0`), CJK characters become one token each.
 *
 * Vocabulary used below:
 * - **chunk**: a whitespace-delimited run of characters, e.g. `dagster.AssetExecutionContext,`.
 * - **piece**: a run of letters/digits inside a chunk, e.g. `dagster`, `AssetExecutionContext`.
 * - **part**: a piece after camelCase splitting, e.g. `asset`, `execution`, `context`.
 * - **compound**: the key for a multi-part chunk or piece: the parts concatenated
 *   (`assetexecutioncontext`, `I/O` → `io`), digits joined by `.` kept (`1.10.0`), leading dashes
 *   kept (`--flag`), a trailing `+` kept on a one-part chunk (`Dagster+` → `dagster+`).
 *   Letter–digit tokens stay whole (`k8s`, `s3`).
 */

/** What a token stands for. */
export const enum TokenKind {
  /** A chunk made of a single part, e.g. `schedules`. */
  Word = 0,
  /** One part of a multi-part chunk, e.g. `execution` in `AssetExecutionContext`. */
  Part = 1,
  /** The whole-chunk or whole-piece key of a multi-part chunk, e.g. `assetexecutioncontext`. */
  Compound = 2,
}

/** One token. Offsets are UTF-16 indexes into the tokenized text; `position` counts words. */
export interface Token {
  /** Normalised term (lowercase, folded): the index key. */
  term: string;
  /** Word position inside the field (parts of a compound take consecutive positions). */
  position: number;
  /** Start offset (inclusive) in the tokenized text. */
  start: number;
  /** End offset (exclusive) in the tokenized text. */
  end: number;
  kind: TokenKind;
}

/** A part of a chunk with its source span. */
export interface ChunkPart {
  term: string;
  start: number;
  end: number;
  /** Index of the piece this part belongs to. */
  piece: number;
}

/** The analysis of one chunk (see the module doc). */
export interface ChunkAnalysis {
  parts: ChunkPart[];
  /** Compound key of the whole chunk, or null when it has a single part and no leading dash. */
  compound: string | null;
  /** Per-piece compounds for multi-piece chunks (`assetexecutioncontext` in `dagster.AssetExecutionContext`). */
  pieceCompounds: Array<{ term: string; start: number; end: number; firstPart: number }>;
}

/** Chunks with more parts than this get no compound (URLs, long paths). */
const MAX_COMPOUND_PARTS = 8;

const PIECE_RE = /[\p{L}\p{N}\p{M}]+/gu;
const CHUNK_RE = /\S+/g;
/** A chunk that is one ASCII word (capitalised at most on its first letter) wrapped in common punctuation. */
const SIMPLE_WORD_RE = /^([("'`\[{]*)([A-Za-z0-9][a-z0-9]*)[.,;:!?)"'`\]}]*$/;
const CJK_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_SPLIT_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const NON_ASCII = /[^\x00-\x7f]/;
const DIGITS = /^\p{N}+$/u;

/**
 * Fold a string for matching: lowercase, then (non-ASCII only) NFKD with combining marks removed.
 * @param s - any text.
 * @returns the folded form, e.g. `Café` → `cafe`.
 */
export function fold(s: string): string {
  const lower = s.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize('NFKD').replace(/\p{M}/gu, '');
}

function isUpper(c: string): boolean {
  const x = c.charCodeAt(0);
  if (x < 128) return x >= 65 && x <= 90;
  return c !== c.toLowerCase() && c === c.toUpperCase();
}
function isLower(c: string): boolean {
  const x = c.charCodeAt(0);
  if (x < 128) return x >= 97 && x <= 122;
  return c !== c.toUpperCase() && c === c.toLowerCase();
}
function isDigit(c: string): boolean {
  const x = c.charCodeAt(0);
  if (x < 128) return x >= 48 && x <= 57;
  return /\p{N}/u.test(c);
}
/** True when the piece has an uppercase letter after its first character (so camelCase splitting can apply). */
function mayBeCamel(piece: string): boolean {
  for (let i = 1; i < piece.length; i++) {
    const x = piece.charCodeAt(i);
    if (x >= 65 && x <= 90) return true;
    if (x >= 128 && isUpper(piece[i])) return true;
  }
  return false;
}

/**
 * Split a letters/digits piece on camelCase boundaries: lower/digit→Upper (`useEffect`),
 * and the last capital of an acronym before a lowercase run (`HTTPServer` → `HTTP`,`Server`).
 * Letter/digit boundaries are not split (`s3`, `k8s`, `h1`).
 * @returns `[start, end)` offsets relative to the piece.
 */
export function camelSplit(piece: string): Array<[number, number]> {
  if (!mayBeCamel(piece)) return [[0, piece.length]];
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let i = 1; i < piece.length; i++) {
    const prev = piece[i - 1];
    const cur = piece[i];
    if (isUpper(cur)) {
      const next = i + 1 < piece.length ? piece[i + 1] : '';
      if (isLower(prev) || isDigit(prev) || (isUpper(prev) && next !== '' && isLower(next))) {
        out.push([start, i]);
        start = i;
      }
    }
  }
  out.push([start, piece.length]);
  return out;
}

/**
 * Recognise a chunk that is one plain ASCII word (capitalised at most on its first letter)
 * wrapped in common punctuation: `The`, `assets,`, `(see`. Such a chunk is a single Word token.
 * @returns the word and the length of the leading punctuation, or null.
 */
export function simpleWord(chunk: string): { word: string; lead: number } | null {
  const m = SIMPLE_WORD_RE.exec(chunk);
  return m === null ? null : { word: m[2], lead: m[1].length };
}

/**
 * Analyse one whitespace-free chunk into parts and compound keys.
 * @param text - the full text; `from`/`to` delimit the chunk in it.
 */
export function analyzeChunk(text: string, from: number, to: number): ChunkAnalysis {
  const chunk = text.slice(from, to);
  // Fast path: a plain ASCII word with optional wrapping punctuation ("The", "assets,", "(see").
  const simple = simpleWord(chunk);
  if (simple !== null) {
    const start = from + simple.lead;
    return { parts: [{ term: simple.word.toLowerCase(), start, end: start + simple.word.length, piece: 0 }], compound: null, pieceCompounds: [] };
  }
  const parts: ChunkPart[] = [];
  const pieceCompounds: ChunkAnalysis['pieceCompounds'] = [];
  const pieceTexts: string[] = [];
  const pieceBounds: Array<[number, number]> = [];
  PIECE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = PIECE_RE.exec(chunk)) !== null) {
    const raw = m[0];
    const base = from + m.index;
    if (CJK_RE.test(raw)) {
      // CJK: every logogram is its own piece; other runs stay whole.
      CJK_SPLIT_RE.lastIndex = 0;
      let c: RegExpExecArray | null;
      while ((c = CJK_SPLIT_RE.exec(raw)) !== null) {
        pieceTexts.push(c[0]);
        pieceBounds.push([base + c.index, base + c.index + c[0].length]);
      }
    } else {
      pieceTexts.push(raw);
      pieceBounds.push([base, base + raw.length]);
    }
  }
  for (let p = 0; p < pieceTexts.length; p++) {
    const raw = pieceTexts[p];
    const [ps] = pieceBounds[p];
    const subs = CJK_RE.test(raw) ? [[0, raw.length] as [number, number]] : camelSplit(raw);
    const firstPart = parts.length;
    for (const [a, b] of subs) {
      const term = fold(raw.slice(a, b));
      if (term) parts.push({ term, start: ps + a, end: ps + b, piece: p });
    }
    if (subs.length > 1 && pieceTexts.length > 1 && parts.length - firstPart > 1) {
      const term = parts.slice(firstPart).map((x) => x.term).join('');
      pieceCompounds.push({ term, start: ps, end: pieceBounds[p][1], firstPart });
    }
  }
  let compound: string | null = null;
  // A one-part chunk followed by `+` keeps it in its compound key: `Dagster+` → `dagster+` (and
  // the part `dagster`), `C++` → `c++`, so the product name and the plain word stay apart.
  if (parts.length === 1) {
    const plus = /^\++/.exec(text.slice(parts[0].end, to));
    if (plus !== null) return { parts, compound: parts[0].term + plus[0], pieceCompounds };
  }
  const dashes = /^-{1,2}(?=[\p{L}\p{N}])/u.exec(chunk);
  if (parts.length > 0 && parts.length <= MAX_COMPOUND_PARTS && (parts.length > 1 || dashes)) {
    let key = dashes ? dashes[0] : '';
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (i > 0) {
        const prev = parts[i - 1];
        if (prev.piece !== part.piece && DIGITS.test(prev.term) && DIGITS.test(part.term) && text[prev.end] === '.') key += '.';
      }
      key += part.term;
    }
    compound = key;
  }
  return { parts, compound, pieceCompounds };
}

/**
 * Tokenize a field's plain text (see the module doc for the token set).
 * @param text - decoded plain text.
 * @param firstPosition - position of the first word (default 0).
 * @returns tokens in text order; for a compound chunk the compound token comes before its parts,
 *   and shares the position of its first part.
 */
export function tokenize(text: string, firstPosition = 0): Token[] {
  const out: Token[] = [];
  let pos = firstPosition;
  CHUNK_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CHUNK_RE.exec(text)) !== null) {
    const from = m.index;
    const to = from + m[0].length;
    const a = analyzeChunk(text, from, to);
    if (a.parts.length === 0) continue;
    if (a.compound !== null) {
      out.push({ term: a.compound, position: pos, start: a.parts[0].start, end: a.parts[a.parts.length - 1].end, kind: TokenKind.Compound });
    }
    let pc = 0;
    for (let i = 0; i < a.parts.length; i++) {
      while (pc < a.pieceCompounds.length && a.pieceCompounds[pc].firstPart === i) {
        const c = a.pieceCompounds[pc++];
        out.push({ term: c.term, position: pos + i, start: c.start, end: c.end, kind: TokenKind.Compound });
      }
      const p = a.parts[i];
      out.push({ term: p.term, position: pos + i, start: p.start, end: p.end, kind: a.parts.length > 1 ? TokenKind.Part : TokenKind.Word });
    }
    pos += a.parts.length;
  }
  return out;
}

/**
 * Number of whitespace-delimited words (chunks with at least one letter/digit) in a text.
 * @param text - plain text.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const w of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(w)) n++;
  return n;
}

/**
 * A gzip answer with fresh text inserted at fixed places, without recompressing the answer.
 *
 * The response cache stores each answer once; a request with `clickAnalytics` needs the same
 * answer with a new `queryID` (and `clickAnalytics=true` in `params`) inserted. Inflating,
 * splicing and deflating the whole answer for every such request cost the server several times
 * what a plain cached answer does. Instead the text is cut at the insertion points and each piece
 * is compressed once as its own raw DEFLATE stream ending in a sync flush (byte-aligned, not
 * final; RFC 1951 section 3.2.3, zlib's Z_SYNC_FLUSH). A response is then: the gzip header, the pieces in
 * order with each insertion between them as a stored block (RFC 1951 section 3.2.4: one header byte at a
 * byte boundary, LEN, NLEN, the bytes), an empty final stored block, and the gzip trailer (CRC-32
 * and length of the whole text, RFC 1952 section 2.3.1), the CRC combined from the pieces' CRCs and the
 * insertions' own, so the uncompressed text is not kept. A piece never refers back into another piece
 * (each was compressed from an empty window), so the concatenation is one valid DEFLATE stream.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A text cut at its insertion points, each piece compressed once. */
export interface SplicedGzip {
  /** Raw DEFLATE of each piece, ending in a sync flush. */
  deflated: Buffer[];
  /** CRC-32 of each piece's UTF-8 bytes. */
  crcs: number[];
  /** Each piece's length in UTF-8 bytes. */
  lengths: number[];
  /** Per piece, the GF(2) operator that moves a CRC-32 past that many bytes ({@link shiftOperator}). */
  shifts: Uint32Array[];
}

/*
 * CRC-32 of a concatenation from the CRCs of its parts. CRC-32 is linear over GF(2):
 * crc(A‖B) = S(|B|)·crc(A) ⊕ crc(B), where S(n) is the 32×32 bit matrix that feeds n zero bytes
 * through the register (the method of zlib's crc32_combine). A matrix is 32 column words.
 */

/** `mat`·`vec` over GF(2). */
function times(mat: Uint32Array, vec: number): number {
  let sum = 0;
  for (let i = 0; vec !== 0; i++, vec >>>= 1) if (vec & 1) sum ^= mat[i];
  return sum >>> 0;
}

/** `a`·`b` (apply `b`, then `a`). */
function compose(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(32);
  for (let i = 0; i < 32; i++) out[i] = times(a, b[i]);
  return out;
}

/** S(1 byte): eight steps of the reflected register with polynomial 0xedb88320. */
const ONE_BYTE: Uint32Array = (() => {
  let m: Uint32Array = new Uint32Array(32);
  m[0] = 0xedb88320;
  for (let i = 1; i < 32; i++) m[i] = (1 << (i - 1)) >>> 0;
  for (let k = 0; k < 3; k++) m = compose(m, m); // 1 bit -> 2 -> 4 -> 8 bits
  return m;
})();

/** S(n bytes), by squaring (at most 32 compositions). */
export function shiftOperator(n: number): Uint32Array {
  let result: Uint32Array | null = null;
  let pow = ONE_BYTE;
  for (let k = n; k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) result = result === null ? pow : compose(pow, result);
    if (k > 1) pow = compose(pow, pow);
  }
  if (result === null) {
    const id = new Uint32Array(32);
    for (let i = 0; i < 32; i++) id[i] = (1 << i) >>> 0;
    return id;
  }
  return result;
}

/**
 * CRC-32 of A‖B from crc(A), crc(B) and the shift operator of |B| ({@link shiftOperator}).
 * @param shiftB - S(|B| bytes); @returns the combined CRC, unsigned.
 */
export function combineCrc(crcA: number, crcB: number, shiftB: Uint32Array): number {
  return (times(shiftB, crcA) ^ crcB) >>> 0;
}

/** S(n) for the few lengths insertions have (a queryID field, `clickAnalytics=true`), kept. */
const insertShifts = new Map<number, Uint32Array>();
function insertShift(n: number): Uint32Array {
  let m = insertShifts.get(n);
  if (!m) {
    m = shiftOperator(n);
    if (insertShifts.size < 64) insertShifts.set(n, m);
  }
  return m;
}

/** The gzip member header: deflate, no flags, no mtime, unknown OS (RFC 1952 section 2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final stored block: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** Largest stored block payload (LEN is 16 bits), bytes. */
const MAX_STORED = 0xffff;

/**
 * Cut `text` at `offsets` (UTF-16 offsets, ascending, within the text) and compress each piece.
 * @param level - zlib level for the pieces (default 9: compressed once, sent many times).
 */
export function prepareSplicedGzip(text: string, offsets: readonly number[], level = 9): SplicedGzip {
  const bytes: Buffer[] = [];
  let from = 0;
  for (const at of [...offsets, text.length]) {
    bytes.push(Buffer.from(text.slice(from, at), 'utf8'));
    from = at;
  }
  return {
    deflated: bytes.map((b) => deflateRawSync(b, { level, finishFlush: constants.Z_SYNC_FLUSH })),
    // zlib's crc32 answers 0 for an empty buffer without data: an empty piece's CRC is 0 anyway.
    crcs: bytes.map((b) => (b.length > 0 ? crc32(b) : 0)),
    lengths: bytes.map((b) => b.length),
    shifts: bytes.map((b) => shiftOperator(b.length)),
  };
}

/** Stored block(s) holding `b` (non-final). */
function storedBlocks(b: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < b.length; i += MAX_STORED) {
    const part = b.subarray(i, i + MAX_STORED);
    const head = Buffer.from([0x00, part.length & 0xff, part.length >> 8, ~part.length & 0xff, (~part.length >> 8) & 0xff]);
    out.push(head, part);
  }
  return out;
}

/**
 * The gzip bytes of the prepared text with `inserts[i]` placed at offset i (empty string: nothing).
 * @param inserts - one string per offset given to {@link prepareSplicedGzip}.
 * @returns one gzip member; inflating it gives the text with the insertions.
 * @throws RangeError when `inserts` does not have one entry per offset.
 */
export function assembleSplicedGzip(g: SplicedGzip, inserts: readonly string[]): Buffer {
  if (inserts.length !== g.deflated.length - 1) throw new RangeError(`${inserts.length} insertions for ${g.deflated.length - 1} offsets`);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (let i = 0; i < g.deflated.length; i++) {
    parts.push(g.deflated[i]);
    crc = combineCrc(crc, g.crcs[i], g.shifts[i]);
    size += g.lengths[i];
    if (i < inserts.length && inserts[i] !== '') {
      const b = Buffer.from(inserts[i], 'utf8');
      parts.push(...storedBlocks(b));
      crc = combineCrc(crc, crc32(b), insertShift(b.length));
      size += b.length;
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** Bytes a prepared text holds, bytes. */
export function splicedGzipBytes(g: SplicedGzip): number {
  let n = 0;
  for (const b of g.deflated) n += b.length + 8 + 128; // + its CRC and length, and its shift operator
  return n;
}

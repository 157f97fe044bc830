/**
 * gzip-splice: an assembled answer inflates (with node's own gunzip, the same zlib a browser's
 * decoder follows) to exactly the text with the insertions, for any text, cut points and inserts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { assembleSplicedGzip, prepareSplicedGzip } from './gzip-splice.ts';

const expected = (text: string, offsets: number[], inserts: string[]): string => {
  let out = '';
  let from = 0;
  offsets.forEach((at, i) => {
    out += text.slice(from, at) + inserts[i];
    from = at;
  });
  return out + text.slice(from);
};

test('inflates to the text with the insertions (property)', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: 'grapheme', maxLength: 400 }),
      fc.array(fc.nat(), { maxLength: 6 }),
      fc.array(fc.string({ unit: 'grapheme', maxLength: 40 }), { minLength: 6, maxLength: 6 }),
      (text, raw, ins) => {
        // cut points on code-point boundaries, ascending (the cache cuts at JSON structure, never inside a character)
        const points = [...new Set(raw.map((r) => (text.length ? r % (text.length + 1) : 0)))].sort((a, b) => a - b).filter((at) => !/[\uDC00-\uDFFF]/.test(text[at] ?? ''));
        const inserts = points.map((_, i) => ins[i]);
        const g = prepareSplicedGzip(text, points);
        assert.equal(gunzipSync(assembleSplicedGzip(g, inserts)).toString('utf8'), expected(text, points, inserts));
      },
    ),
    { numRuns: 300 },
  );
});

test('an insertion longer than one stored block (64 KiB) is split into several', () => {
  const big = 'q'.repeat(70_000);
  const g = prepareSplicedGzip('{"a":1}', [6]);
  assert.equal(gunzipSync(assembleSplicedGzip(g, [big])).toString(), `{"a":1${big}}`);
});

test('a wrong number of insertions is refused', () => {
  assert.throws(() => assembleSplicedGzip(prepareSplicedGzip('abc', [1]), []), RangeError);
});

test('shiftOperator combines two CRCs into the CRC of the concatenation', async () => {
  const { crc32 } = await import('node:zlib');
  const { combineCrc, shiftOperator } = await import('./gzip-splice.ts');
  const crc = (b: Buffer): number => (b.length ? crc32(b) : 0);
  for (const [a, b] of [['hello ', 'world'], ['x', ''], ['', 'y'], ['∂ünïcode', 'ṩtr'.repeat(300)]]) {
    const ba = Buffer.from(a);
    const bb = Buffer.from(b);
    assert.equal(combineCrc(crc(ba), crc(bb), shiftOperator(bb.length)), crc(Buffer.concat([ba, bb])), `${a} + ${b.slice(0, 10)}`);
  }
});

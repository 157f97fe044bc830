import { test } from 'node:test';
import assert from 'node:assert/strict';
import { snippetValue } from './snippet.ts';
import { parseQuery } from '../engine/query/query-parser.ts';
import { resolveWord } from '../engine/query/word-resolver.ts';
import { TermDictionary } from '../engine/index/term-dictionary.ts';
import { tokenize } from '../engine/text/tokenizer.ts';

const TAGS = { pre: '<mark>', post: '</mark>' };
function words(query: string, text: string) {
  const dict = new TermDictionary([...new Set(tokenize(text).map((x) => x.term))].sort());
  return parseQuery(query).words.map((w) => resolveWord(dict, w, true));
}
const sn = (query: string, value: string, n = 10, ellipsis = '…') => snippetValue(value, words(query, value), TAGS, n, ellipsis);
const LONG = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';

test('N words centred on the match with ellipses where cut', () => {
  const r = sn('twelve ', LONG, 5);
  assert.equal(r.value, '…ten eleven <mark>twelve</mark> thirteen fourteen…');
  assert.equal(r.matchLevel, 'full');
});

test('no match: the first N words with matchLevel none', () => {
  assert.deepEqual(sn('xyzzy ', LONG, 4), { value: 'one two three four…', matchLevel: 'none' });
});

test('short values are not cut', () => {
  assert.deepEqual(sn('three ', 'one two three', 10), { value: 'one two <mark>three</mark>', matchLevel: 'full' });
});

test('a match near the start keeps the start without a leading ellipsis', () => {
  assert.equal(sn('two ', LONG, 5).value, 'one <mark>two</mark> three four five…');
});

test('the window covering most distinct words wins', () => {
  const text = 'alpha x x x x x x x x x x x x beta gamma x x x x x x x x';
  assert.equal(sn('beta gamma ', text, 4).value, '…x <mark>beta</mark> <mark>gamma</mark> x…');
});

test('custom ellipsis text and escaped content stay intact', () => {
  const r = sn('asset ', 'a b c d e f g h &lt;asset&gt; i j k l m n o p', 3, '...');
  assert.equal(r.value, '...h &lt;<mark>asset</mark>&gt; i...');
});

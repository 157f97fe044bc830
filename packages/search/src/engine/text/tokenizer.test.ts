import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeChunk, camelSplit, fold, tokenize, TokenKind } from './tokenizer.ts';

const terms = (text: string): string[] => tokenize(text).map((t) => t.term);

test('lowercases, folds diacritics and splits on whitespace and punctuation', () => {
  assert.deepEqual(terms('Café, naïve RÉSUMÉ; hello-world'), ['cafe', 'naive', 'resume', 'helloworld', 'hello', 'world']);
  assert.equal(fold('Ångström'), 'angstrom');
});

test('camelCase is split AND the whole token is kept', () => {
  const toks = tokenize('AssetExecutionContext');
  assert.deepEqual(
    toks.map((t) => [t.term, t.position, t.kind]),
    [
      ['assetexecutioncontext', 0, TokenKind.Compound],
      ['asset', 0, TokenKind.Part],
      ['execution', 1, TokenKind.Part],
      ['context', 2, TokenKind.Part],
    ],
  );
  assert.deepEqual(camelSplit('HTTPServer').map(([a, b]) => 'HTTPServer'.slice(a, b)), ['HTTP', 'Server']);
  assert.deepEqual(camelSplit('useEffect').map(([a, b]) => 'useEffect'.slice(a, b)), ['use', 'Effect']);
  // letter/digit boundaries are not split
  assert.deepEqual(camelSplit('s3'), [[0, 2]]);
});

test('underscore is a separator; snake_case gets the same compound key as camelCase', () => {
  assert.deepEqual(terms('asset_execution_context'), ['assetexecutioncontext', 'asset', 'execution', 'context']);
  assert.equal(analyzeChunk('asset_execution_context', 0, 23).compound, analyzeChunk('AssetExecutionContext', 0, 21).compound);
});

test('dotted symbols keep the whole path and each piece compound', () => {
  assert.deepEqual(terms('dagster.AssetExecutionContext'), ['dagsterassetexecutioncontext', 'dagster', 'assetexecutioncontext', 'asset', 'execution', 'context']);
});

test('code-ish tokens survive: --flag, foo.bar(), 429, versions', () => {
  assert.deepEqual(terms('--dry-run'), ['--dryrun', 'dry', 'run']);
  assert.deepEqual(terms('--verbose'), ['--verbose', 'verbose']);
  assert.deepEqual(terms('foo.bar()'), ['foobar', 'foo', 'bar']);
  assert.deepEqual(terms('HTTP 429'), ['http', '429']);
  assert.deepEqual(terms('1.10.0'), ['1.10.0', '1', '10', '0']);
});

test('positions count words; offsets point into the text', () => {
  const text = 'Use (schedules), then sensors.';
  const toks = tokenize(text);
  assert.deepEqual(toks.map((t) => [t.term, t.position, text.slice(t.start, t.end)]), [
    ['use', 0, 'Use'],
    ['schedules', 1, 'schedules'],
    ['then', 2, 'then'],
    ['sensors', 3, 'sensors'],
  ]);
});

test('CJK characters become one token each (plus the run compound)', () => {
  assert.deepEqual(terms('数据'), ['数据', '数', '据']);
});

test('punctuation-only chunks produce nothing', () => {
  assert.deepEqual(terms('-- => ... ()'), []);
});

test('I/O is one token (io) as well as its parts; Dagster+ keeps its plus; k8s stays whole', () => {
  // `I/O` → compound `io` plus the parts, so "io" and "i/o" both find it.
  assert.deepEqual(terms('I/O managers'), ['io', 'i', 'o', 'managers']);
  // `Dagster+` → `dagster+` (the product) and `dagster` (the word); a lone `+` is no token.
  assert.deepEqual(terms('Dagster+ Pro, C++ and a + b'), ['dagster+', 'dagster', 'pro', 'c++', 'c', 'and', 'a', 'b']);
  assert.deepEqual(terms('Dagster+,'), ['dagster+', 'dagster']);
  // letter-digit tokens are kept whole, never split at the digit
  assert.deepEqual(terms('k8s s3 h1 ec2'), ['k8s', 's3', 'h1', 'ec2']);
});

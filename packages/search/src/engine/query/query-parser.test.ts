import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseQuery } from './query-parser.ts';

test('the last word is a prefix unless the query ends with a space', () => {
  assert.deepEqual(parseQuery('asset chec').words.map((w) => [w.display, w.prefix]), [['asset', false], ['chec', true]]);
  assert.deepEqual(parseQuery('asset check ').words.map((w) => w.prefix), [false, false]);
});

test('compound words carry parts and a compound key', () => {
  const [w] = parseQuery('AssetExecutionContext').words;
  assert.deepEqual([w.display, w.compound, w.parts], ['assetexecutioncontext', 'assetexecutioncontext', ['asset', 'execution', 'context']]);
  const [f] = parseQuery('--dry-run').words;
  assert.deepEqual([f.display, f.compound, f.parts], ['--dry-run', '--dryrun', ['dry', 'run']]);
});

test('advanced syntax: quoted phrases and -exclusions', () => {
  const q = parseQuery('"asset check" -sensor schedule');
  assert.deepEqual(q.words.map((w) => [w.display, w.phrase]), [['asset', 0], ['check', 0], ['schedule', -1]]);
  assert.deepEqual(q.exclusions.map((w) => w.display), ['sensor']);
  assert.equal(q.phraseCount, 1);
  // without advanced syntax the minus is part of a flag-like word (its part still matches `sensor`)
  assert.deepEqual(parseQuery('-sensor', false).words.map((w) => [w.display, w.parts]), [['-sensor', ['sensor']]]);
  // a --flag is not an exclusion
  assert.deepEqual(parseQuery('--verbose').exclusions, []);
});

test('a one-letter -flag pasted with a command is a word, not an exclusion', () => {
  // Excluding every record holding the letter "f" would leave `dagster dev -f defs.py` with no hit.
  const q = parseQuery('dagster dev -f defs.py');
  assert.deepEqual(q.exclusions, []);
  assert.deepEqual(q.words.map((w) => w.display), ['dagster', 'dev', '-f', 'defs.py']);
  assert.deepEqual(parseQuery('asset -dbt').exclusions.map((w) => w.display), ['dbt']);
});

test('punctuation-only queries have no words; words are capped', () => {
  assert.equal(parseQuery('?!').words.length, 0);
  assert.equal(parseQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).words.length, 12);
});

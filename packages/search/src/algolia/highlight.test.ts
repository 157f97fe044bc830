import { test } from 'node:test';
import assert from 'node:assert/strict';
import { highlightValue } from './highlight.ts';
import { parseQuery } from '../engine/query/query-parser.ts';
import { resolveWord } from '../engine/query/word-resolver.ts';
import { TermDictionary } from '../engine/index/term-dictionary.ts';
import { tokenize } from '../engine/text/tokenizer.ts';

const TAGS = { pre: '<em>', post: '</em>' };
/** Resolve a query against a dictionary built from the given texts. */
function words(query: string, ...texts: string[]) {
  const dict = new TermDictionary([...new Set(texts.flatMap((t) => tokenize(t).map((x) => x.term)))].sort());
  return parseQuery(query).words.map((w) => resolveWord(dict, w, true));
}
const hl = (query: string, value: string) => highlightValue(value, words(query, value), TAGS);

test('marks only the matched prefix of the last word', () => {
  const r = hl('actio', 'Actiontec and actions');
  assert.equal(r.value, '<em>Actio</em>ntec and <em>actio</em>ns');
  assert.equal(r.matchLevel, 'full');
  assert.deepEqual(r.matchedWords, ['actio']);
  assert.equal(r.fullyHighlighted, false);
});

test('full vs partial vs none, matchedWords in query order', () => {
  assert.equal(hl('asset check', 'Asset checks').matchLevel, 'full');
  const p = hl('asset sensor ', 'Asset checks');
  assert.equal(p.matchLevel, 'partial');
  assert.deepEqual(p.matchedWords, ['asset']);
  const n = hl('sensor ', 'Asset checks');
  assert.deepEqual([n.value, n.matchLevel, n.matchedWords, n.fullyHighlighted], ['Asset checks', 'none', [], false]);
});

test('fullyHighlighted when every word is marked', () => {
  const r = hl('asset checks ', 'Asset checks');
  assert.equal(r.value, '<em>Asset</em> <em>checks</em>');
  assert.equal(r.fullyHighlighted, true);
});

test('typos and plurals highlight the whole word', () => {
  assert.equal(hl('shedule ', 'Defining a schedule').value, 'Defining a <em>schedule</em>');
  assert.equal(hl('query ', 'Run queries').value, 'Run <em>queries</em>');
});

test('camelCase and snake_case queries highlight the symbol, prefix across separators', () => {
  assert.equal(hl('asset_execution_context', 'Use AssetExecutionContext here').value, 'Use <em>AssetExecutionContext</em> here');
  assert.equal(hl('assetexec', 'the asset_execution_context arg').value, 'the <em>asset_exec</em>ution_context arg');
  assert.equal(hl('context', 'AssetExecutionContext').value, 'AssetExecution<em>Context</em>');
});

test('diacritics fold but the original text is kept', () => {
  assert.equal(hl('cafe ', 'Le Café').value, 'Le <em>Café</em>');
});

test('stored entities are never split, unescaped or double-escaped', () => {
  const stored = 'Use &lt;asset&gt; &amp;amp; Q&A &quot;asset&quot;';
  assert.equal(hl('asset ', stored).value, 'Use &lt;<em>asset</em>&gt; &amp;amp; Q&A &quot;<em>asset</em>&quot;');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TermDictionary } from './term-dictionary.ts';
import { pluralVariants } from '../text/plurals.ts';
import { closestPrefixLength, typoBudget } from '../query/word-resolver.ts';

const TERMS = [...new Set('schedule schedules scheduled scheduler sensor sensors asset assets assetexecutioncontext context execution scope scale sc shedule install installation query queries policy policies class classes 429 430'.split(' '))].sort();
const dict = new TermDictionary(TERMS);
const hits = (q: string, maxTypos: number, prefix: boolean): string[] => dict.fuzzy(q, { maxTypos, prefix }).map((h) => `${TERMS[h.id]}:${h.typos}`).sort();

test('prefix ranges come from binary search', () => {
  const [lo, hi] = dict.prefixRange('sched');
  assert.deepEqual(TERMS.slice(lo, hi), ['schedule', 'scheduled', 'scheduler', 'schedules']);
  assert.deepEqual(dict.prefixRange('zzz'), [TERMS.length, TERMS.length]);
  assert.equal(dict.indexOf('asset'), TERMS.indexOf('asset'));
  assert.equal(dict.indexOf('asse'), -1);
});

test('whole-word typos: substitution, deletion, insertion and transposition count 1', () => {
  assert.ok(hits('shcedule', 2, false).includes('schedule:1'), 'transposition');
  assert.ok(hits('schedle', 1, false).includes('schedule:1'), 'deletion');
  assert.ok(hits('scheddule', 1, false).includes('schedule:1'), 'insertion');
  assert.ok(hits('schedulr', 1, false).includes('schedule:1'), 'substitution');
  assert.ok(!hits('schdle', 1, false).some((h) => h.startsWith('schedule:')), 'two edits exceed a budget of one');
});

test('no typo on the first letter (prefix_length 1)', () => {
  assert.deepEqual(hits('xchedule', 2, false), []);
});

test('prefix mode matches terms whose prefix is within budget', () => {
  assert.deepEqual(hits('shed', 1, true), ['schedule:1', 'scheduled:1', 'scheduler:1', 'schedules:1', 'shedule:0']);
});

test('typo budget: 1 from 3 characters, 2 from 7, none on numeric tokens or when disabled', () => {
  assert.equal(typoBudget('ab', true), 0);
  assert.equal(typoBudget('abc', true), 1);
  assert.equal(typoBudget('abcdef', true), 1);
  assert.equal(typoBudget('abcdefg', true), 2);
  assert.equal(typoBudget('429', true), 0);
  assert.equal(typoBudget('s3bucket', true), 0);
  assert.equal(typoBudget('schedule', false), 0);
});

test('plural variants fold both directions', () => {
  assert.ok(pluralVariants('query').includes('queries'));
  assert.ok(pluralVariants('queries').includes('query'));
  assert.ok(pluralVariants('asset').includes('assets'));
  assert.ok(pluralVariants('assets').includes('asset'));
  assert.ok(pluralVariants('class').includes('classes'));
  assert.ok(pluralVariants('classes').includes('class'));
  assert.deepEqual(pluralVariants('io'), []);
});

test('closest prefix length picks the typed part of a typo-prefix match', () => {
  assert.equal(closestPrefixLength('shedule', 'schedules'), 8);
  assert.equal(closestPrefixLength('asset', 'assets'), 5);
});

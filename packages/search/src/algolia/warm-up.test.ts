import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchEngine } from './search-engine.ts';
import { warmUpEngine, warmUpQueries } from './warm-up.ts';
import { rec } from '../__fixtures__/records.ts';

test('warm-up queries come from the index titles: prefixes, the word, a one-typo form, two words, a question', () => {
  const engine = new SearchEngine([
    rec({ path: '/guides/sensors', type: 'lvl1', h: ['Guides', 'Sensors'] }),
    rec({ path: '/guides/schedules', type: 'lvl1', h: ['Guides', 'Run schedules'] }),
  ]);
  // "guides" is the first title word of six letters or more, "sensors" the second.
  assert.deepEqual(warmUpQueries(engine), ['g', 'gu', 'gui', 'guides', 'gudies', 'guides sensors', 'how do i use sensors']);
});

test('an index whose titles have no word of six letters gives no warm-up queries, and warming it runs nothing', () => {
  const engine = new SearchEngine([rec({ path: '/a', type: 'lvl1', h: ['Docs', 'Home'] })]);
  assert.deepEqual(warmUpQueries(engine), []);
  assert.equal(warmUpEngine(engine).queries, 0);
});

test('the warm-up runs each query twice through the engine and leaves it answering as before', () => {
  const engine = new SearchEngine([rec({ path: '/guides/sensors', type: 'lvl1', h: ['Guides', 'Sensors'] })]);
  const r = warmUpEngine(engine, ['sensor', 'guide']);
  assert.equal(r.queries, 4);
  assert.ok(r.ms >= 0);
});

/**
 * The Default column of API parameter tables (default-cell.ts).
 *
 *   node --import tsx --test website/src/api/default-cell.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {defaultCell} from './default-cell';
import type {RenderedParam} from './types';

const param = (p: Partial<RenderedParam> & {name: string}): RenderedParam => ({type: null, optional: false, flags: [], ...p});

test('a stated default wins over every other rule', () => {
  assert.deepEqual(defaultCell(param({name: 'retries', optional: true, default: '3'})), {code: '3'});
});

test('a required parameter shows a dash', () => {
  assert.deepEqual(defaultCell(param({name: 'manifest', type: 'Path'})), {muted: '—'});
});

test('variadic parameters are never shown required: a Python call may pass none of them', () => {
  // The inventory marks `**kwargs` of DagsterDltResource.run and `*assets_defs` of
  // AssetSelection.assets as not optional; a dash there would tell readers they must pass one.
  assert.deepEqual(defaultCell(param({name: '**kwargs', type: 'dict[str, Any]'})), {muted: 'any number'});
  assert.deepEqual(defaultCell(param({name: '*assets_defs', type: 'AssetKey'})), {muted: 'any number'});
});

test('an optional call argument typed Optional[...] defaults to None; a config field does not', () => {
  const p = param({name: 'description', type: 'Optional[str]', optional: true});
  assert.deepEqual(defaultCell(p), {code: 'None'});
  assert.deepEqual(defaultCell(p, {config: true}), {muted: 'optional'});
});

test('an optional CLI flag is off; other optional CLI options say optional', () => {
  assert.deepEqual(defaultCell(param({name: '--verbose', type: 'flag', optional: true}), {cli: true}), {muted: 'off'});
  assert.deepEqual(defaultCell(param({name: '--port', type: '<port>', optional: true}), {cli: true}), {muted: 'optional'});
});

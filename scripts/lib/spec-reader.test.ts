/**
 * spec/reader.ts: the typed rows of routes.tsv and the inventory, read once per process.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {inventorySymbols, parseRoutes, readInventory, readRoutes} from '../../spec/reader.ts';

test('routes.tsv rows are typed by header name; `listed` is a boolean; missing cells read as empty', () => {
  const rows = parseRoutes('kind\tpath\tlisted\tsidebar\n\ndoc\t/a/\tyes\tdocs\npage\t/b\tno\tnone\ttitle ignored\n');
  assert.deepEqual(rows, [
    {path: '/a/', sidebar: 'docs', listed: true, kind: 'doc', title: '', notes: ''},
    {path: '/b', sidebar: 'none', listed: false, kind: 'page', title: '', notes: ''},
  ]);
});

test('the spec files are read once and shared', () => {
  assert.equal(readRoutes(), readRoutes());
  assert.equal(readInventory(), readInventory());
  assert.ok(readRoutes().some((r) => r.path === '/' && r.kind === 'doc' && r.listed));
  assert.equal(inventorySymbols().get('dagster.asset')?.kind, 'decorator');
});

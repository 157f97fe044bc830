/**
 * The rule list: unique ids, each rule described and in its own file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {rules} from './index.ts';

test('every rule has a unique id, a description and its own file named after the id', () => {
  const ids = rules.map((r) => r.id);
  assert.equal(new Set(ids).size, ids.length, ids.join(', '));
  for (const r of rules) {
    assert.ok(r.description.trim(), `${r.id} has a description`);
    assert.ok(fs.existsSync(path.join(import.meta.dirname, `${r.id}.ts`)), `content-rules/${r.id}.ts exists`);
  }
});

/**
 * Every browser test has its own time limit (`test(name, E2E, fn)` from e2e/lib/harness.ts, or an
 * explicit `{timeout}` option): a test without one that hangs would hold the whole e2e run until the
 * runner's step limit, instead of failing alone after 2 minutes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from './index.ts';

test('every test(...) in e2e/*.test.ts passes a time limit option', () => {
  const dir = path.join(repoRoot, 'e2e');
  const missing: string[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.test.ts'))) {
    fs.readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        // A test call whose second argument is the callback itself: no options, so no time limit.
        if (/^\s*test\((?:'[^']*'|`[^`]*`|"[^"]*"),\s*async\b/.test(line)) missing.push(`e2e/${file}:${i + 1}`);
      });
  }
  assert.deepEqual(missing, []);
});

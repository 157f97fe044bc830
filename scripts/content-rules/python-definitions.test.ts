/**
 * Rule python-definitions: why each block passes or fails.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractCodeBlocks} from '../lib/content.ts';
import {pythonDefinitions, unwiredDecorator} from './python-definitions.ts';
import {doc, problems} from './test-helpers.ts';

const page = (md: string, id = 'guides/x') => ({...doc(id, md), blocks: extractCodeBlocks(md, 5)});

test('an asset without Definitions fails, naming the decorator and the fix', () => {
  const out = problems(pythonDefinitions, page('Text.\n\n```python\nimport dagster as dg\n\n@dg.asset\ndef a() -> None: ...\n```\n'));
  assert.equal(out.length, 1);
  assert.match(out[0], /^7: Python block defines @asset but builds no Definitions/);
});

test('a complete example passes: it builds the Definitions', () => {
  assert.deepEqual(problems(pythonDefinitions, page('```python\nimport dagster as dg\n\n@dg.asset\ndef a() -> None: ...\n\ndefs = dg.Definitions(assets=[a])\n```\n')), []);
});

test('a block marked fragment passes, with or without a title', () => {
  assert.deepEqual(problems(pythonDefinitions, page('```python fragment\n@dg.op\ndef o(): ...\n```\n\n```python title="x.py" fragment\n@schedule(cron_schedule="0 * * * *", job=j)\ndef s(): ...\n```\n')), []);
});

test('blocks that define nothing, other languages and generated API pages are not checked', () => {
  assert.deepEqual(problems(pythonDefinitions, page('```python\nimport dagster as dg\nkey = dg.AssetKey("a")\n```\n\n```text\n@dg.asset\n```\n')), []);
  assert.deepEqual(problems(pythonDefinitions, page('```python\n@dg.asset\ndef a(): ...\n```\n', 'api/python-api/assets')), []);
});

test('a decorator inside a string or comment does not count; one at the start of a line does', () => {
  assert.deepEqual(problems(pythonDefinitions, page('```python\n# use @dg.asset on each function\nx = "@dg.asset"\n```\n')), []);
  assert.equal(problems(pythonDefinitions, page('```python\nfrom dagster import sensor\n\n@sensor(job=j)\ndef s(context): ...\n```\n')).length, 1);
});

test('a block that runs its definitions in-process passes: it is a complete script', () => {
  // WHY: `materialize([a])` runs the asset without a code location, so nothing is left unloaded.
  assert.deepEqual(problems(pythonDefinitions, page('```python\nimport dagster as dg\n\n@dg.asset\ndef a() -> int:\n    return 1\n\nassert dg.materialize([a]).success\n```\n')), []);
  assert.deepEqual(problems(pythonDefinitions, page('```python\nimport dagster as dg\n\n@dg.op\ndef o(): ...\n\n@dg.job\ndef j():\n    o()\n\nj.execute_in_process()\n```\n')), []);
});

test('unwiredDecorator names what an API description example leaves unloaded', () => {
  assert.equal(unwiredDecorator('import dagster as dg\n\n@dg.job\ndef j(): ...\n'), 'job');
  assert.equal(unwiredDecorator('import dagster as dg\n\n@dg.job\ndef j(): ...\n\ndefs = dg.Definitions(jobs=[j])\n'), null);
});

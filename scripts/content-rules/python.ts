/**
 * Rule `python`: every fenced ```python / ```py block parses with python3's `ast` (the interpreter's
 * own grammar). Which Dagster names a block uses, and how it calls them, is rule `python-types`
 * (pyright against stubs built from spec/api-inventory.json).
 *
 * One python3 process (scripts/lib/python-check.py) checks the blocks of every page of the run, on
 * the first page checked; its answer is shared through the run's context.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {DocFile} from '../lib/content.ts';
import type {RuleContext} from './context.ts';
import type {ContentRule, Finding} from './types.ts';

/** One answer of python-check.py: a block's parse error, or null. */
interface PyResult {
  id: string;
  error: string | null;
}

/** Largest python-check.py answer read (bytes). */
const MAX_PYTHON_OUTPUT_BYTES = 256 * 1024 * 1024;

const isPython = (lang: string): boolean => lang === 'python' || lang === 'py';

/**
 * Runs python-check.py once over the Python blocks of `docs`.
 * @returns page file -> its findings, in block order.
 * @throws Error with python3's stderr when the process fails.
 */
function checkBatch(docs: readonly DocFile[], ctx: RuleContext): Map<string, Finding[]> {
  const byFile = new Map<string, Finding[]>(docs.map((d) => [d.file, []]));
  const pyBlocks: {id: string; code: string}[] = [];
  const where = new Map<string, {file: string; line: number}>();
  for (const d of docs) {
    d.blocks.forEach((b, i) => {
      if (!isPython(b.lang)) return;
      const id = `${d.file}#${i}`;
      where.set(id, {file: d.file, line: b.line});
      pyBlocks.push({id, code: b.code});
    });
  }
  if (!pyBlocks.length) return byFile;
  const res = spawnSync('python3', [path.join(ctx.repoRoot, 'scripts', 'lib', 'python-check.py')], {
    input: JSON.stringify(pyBlocks),
    encoding: 'utf8',
    maxBuffer: MAX_PYTHON_OUTPUT_BYTES,
  });
  if (res.status !== 0) throw new Error(`python3 check failed: ${res.stderr}`);
  for (const r of JSON.parse(res.stdout) as PyResult[]) {
    const w = where.get(r.id)!;
    if (r.error) byFile.get(w.file)!.push({line: w.line, message: `Python does not parse: ${r.error}`});
  }
  return byFile;
}

export const python: ContentRule = {
  id: 'python',
  description: 'Python blocks parse (python3 ast); names and calls are checked by python-types.',
  check(d, ctx) {
    if (!d.blocks.some((b) => isPython(b.lang))) return [];
    const batch = ctx.memo('python', () => checkBatch(ctx.docs, ctx));
    return batch.get(d.file) ?? checkBatch([d], ctx).get(d.file)!;
  },
};

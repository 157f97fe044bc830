/**
 * Rule `python-types`: every Python block type-checks against the Dagster 1.10 API as
 * spec/api-inventory.json describes it. An unknown name imported from a
 * Dagster package, an unknown keyword argument, a missing required argument or too many positional
 * arguments of a documented callable fails with page, Python block number and line.
 *
 * One pyright run (scripts/lib/pyright-check.ts, stubs from scripts/stubs/generate-stubs.ts) checks
 * the blocks of every page of the run, on the first page checked; its answer is shared through the
 * run's context. When the run includes the API reference index (website/docs/api/python-api/index.md)
 * the `example` strings of website/src/api/descriptions (the source of the generated, gitignored API
 * pages) are checked in the same run and their findings are reported on that index page, naming the
 * JSON file, line and symbol; the generated pages themselves are skipped.
 */
import path from 'node:path';
import {descriptionExamples, docBlocks, runPyright, type PyBlock} from '../lib/pyright-check.ts';
import type {DocFile} from '../lib/content.ts';
import type {RuleContext} from './context.ts';
import type {ContentRule, Finding} from './types.ts';

/** The page that carries the findings of the API description examples. */
export const API_INDEX = path.join('website', 'docs', 'api', 'python-api', 'index.md');

const hasPython = (d: DocFile): boolean => d.blocks.some((b) => b.lang === 'python' || b.lang === 'py');

/**
 * A generated API page (gitignored, written by `npm run gen:api -w website`): its examples come from
 * the descriptions, which are checked instead, so a finding points at the file to edit.
 */
const isGeneratedApiPage = (d: DocFile): boolean => d.rel.startsWith('api/python-api/') && d.rel !== 'api/python-api/index.md';

/**
 * Runs pyright once over the Python blocks of `docs` (plus the description examples when the API index
 * is among them).
 * @returns page file (absolute) -> its findings, in line order.
 * @throws Error when pyright does not run.
 */
function checkBatch(docs: readonly DocFile[], ctx: RuleContext): Map<string, Finding[]> {
  const byFile = new Map<string, Finding[]>(docs.map((d) => [d.file, []]));
  const fileOf = new Map<string, string>(docs.map((d) => [path.relative(ctx.repoRoot, d.file).split(path.sep).join('/'), d.file]));
  const apiIndex = docs.find((d) => path.relative(ctx.repoRoot, d.file) === API_INDEX);
  const blocks: PyBlock[] = [...docBlocks(docs.filter((d) => hasPython(d) && !isGeneratedApiPage(d))), ...(apiIndex ? descriptionExamples() : [])];
  if (!blocks.length) return byFile;
  const {problems} = runPyright(blocks);
  for (const p of problems) {
    const page = fileOf.get(p.file);
    if (page && !p.label) {
      byFile.get(page)!.push({line: p.line, message: `pyright [${p.rule}] Python block ${p.block}: ${p.message}`});
      continue;
    }
    // A description example: its JSON string is one line, so name the line inside the example.
    const src = blocks.find((b) => b.file === p.file && b.block === p.block);
    const where = src ? `${p.file}:${src.line + 1} (${p.label}, line ${p.line - src.line})` : `${p.file}:${p.line}`;
    byFile.get(apiIndex?.file ?? page ?? '')?.push({line: 1, message: `pyright [${p.rule}] ${where}: ${p.message}`});
  }
  for (const f of byFile.values()) f.sort((a, b) => a.line - b.line);
  return byFile;
}

export const pythonTypes: ContentRule = {
  id: 'python-types',
  description:
    'Python blocks type-check (pyright) against stubs generated from spec/api-inventory.json: Dagster imports exist, keyword names and required arguments match.',
  check(d, ctx) {
    if ((!hasPython(d) || isGeneratedApiPage(d)) && path.relative(ctx.repoRoot, d.file) !== API_INDEX) return [];
    const batch = ctx.memo('python-types', () => checkBatch(ctx.docs, ctx));
    return batch.get(d.file) ?? checkBatch([d], ctx).get(d.file)!;
  },
};

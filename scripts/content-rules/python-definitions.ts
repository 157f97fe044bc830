/**
 * Rule `python-definitions`: a Python example that defines assets, asset checks, ops, jobs,
 * schedules or sensors also builds the `Definitions` that loads them (CONTENT-GUIDE "Writing
 * rules": examples are complete, Definitions wired). Without it, a reader who saves the block and
 * runs `dagster dev -f` gets an empty code location.
 *
 * A block that is deliberately partial (one decorator variant, a pattern the text warns against, a
 * piece of a file shown whole on the page, one module of a multi-file project whose `definitions.py`
 * the page shows) says so with the word `fragment` in its fence's meta:
 * ```` ```python fragment ````. Tutorial steps that build one file across blocks mark the partial
 * blocks the same way.
 *
 * A block that runs what it defines in-process (`materialize`, `execute_in_process`, a `build_*_context`
 * call, `validate_run_config`) is a complete script without a code location, and passes.
 *
 * The generated API pages are skipped; when the run includes the API reference index
 * (website/docs/api/python-api/index.md), the `example` strings of website/src/api/descriptions are
 * checked instead and their findings are reported on that index page, naming the JSON file and symbol
 * (as rule `python-types` does).
 */
import path from 'node:path';
import {descriptionExamples} from '../lib/pyright-check.ts';
import {API_INDEX} from './python-types.ts';
import type {ContentRule, Finding} from './types.ts';

/** Decorators (bare or called, `dg.` or imported) whose functions a code location must load. */
const DEFINING_DECORATOR = /^\s*@(?:dg\.)?(asset|multi_asset|graph_asset|graph_multi_asset|asset_check|multi_asset_check|op|job|graph|schedule|sensor|asset_sensor|multi_asset_sensor|run_status_sensor|run_failure_sensor|observable_source_asset)\b/m;

/** Calls that run an example's definitions in-process, so it needs no code location. */
const RUNS_IN_PROCESS = /\b(?:materialize(?:_to_memory)?|execute_in_process|build_\w+_context|validate_run_config)\s*\(/;

/** The decorator a block defines without building (or running) a Definitions, or null. */
export function unwiredDecorator(code: string): string | null {
  const m = DEFINING_DECORATOR.exec(code);
  if (!m || /\bDefinitions\s*\(/.test(code) || RUNS_IN_PROCESS.test(code)) return null;
  return m[1];
}

/** The fence meta word that marks a block as intentionally partial. */
export const FRAGMENT_META = 'fragment';

export const pythonDefinitions: ContentRule = {
  id: 'python-definitions',
  description: 'A Python block that defines assets, checks, ops, jobs, schedules or sensors builds a Definitions object, unless its fence meta says `fragment`.',
  check(d, ctx) {
    if (path.relative(ctx.repoRoot, d.file) === API_INDEX) {
      return descriptionExamples().flatMap((b) => {
        const dec = unwiredDecorator(b.code);
        return dec ? [{line: 1, message: `${b.file}:${b.line + 1} (${b.label}) defines @${dec} but builds no Definitions: wire what it defines into dg.Definitions, or run it in-process`}] : [];
      });
    }
    if (d.rel.startsWith('api/python-api/')) return []; // generated; its examples are checked from the API descriptions
    const out: Finding[] = [];
    for (const b of d.blocks) {
      if (b.lang !== 'python' && b.lang !== 'py') continue;
      if (b.meta.split(/\s+/).includes(FRAGMENT_META)) continue;
      const dec = unwiredDecorator(b.code);
      if (!dec) continue;
      out.push({line: b.line, message: `Python block defines @${dec} but builds no Definitions: wire everything it defines into dg.Definitions (resources bound), or mark a deliberately partial block \`\`\`python ${FRAGMENT_META}`});
    }
    return out;
  },
};

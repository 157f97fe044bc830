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
 */
import type {ContentRule, Finding} from './types.ts';

/** Decorators (bare or called, `dg.` or imported) whose functions a code location must load. */
const DEFINING_DECORATOR = /^\s*@(?:dg\.)?(asset|multi_asset|graph_asset|graph_multi_asset|asset_check|multi_asset_check|op|job|graph|schedule|sensor|asset_sensor|multi_asset_sensor|run_status_sensor|run_failure_sensor|observable_source_asset)\b/m;

/** The fence meta word that marks a block as intentionally partial. */
export const FRAGMENT_META = 'fragment';

export const pythonDefinitions: ContentRule = {
  id: 'python-definitions',
  description: 'A Python block that defines assets, checks, ops, jobs, schedules or sensors builds a Definitions object, unless its fence meta says `fragment`.',
  check(d) {
    if (d.rel.startsWith('api/python-api/')) return []; // generated; its examples are checked from the API descriptions
    const out: Finding[] = [];
    for (const b of d.blocks) {
      if (b.lang !== 'python' && b.lang !== 'py') continue;
      if (b.meta.split(/\s+/).includes(FRAGMENT_META)) continue;
      const m = DEFINING_DECORATOR.exec(b.code);
      if (!m || /\bDefinitions\s*\(/.test(b.code)) continue;
      out.push({line: b.line, message: `Python block defines @${m[1]} but builds no Definitions: wire everything it defines into dg.Definitions (resources bound), or mark a deliberately partial block \`\`\`python ${FRAGMENT_META}`});
    }
    return out;
  },
};

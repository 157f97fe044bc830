/**
 * The folder layers of `src/` hold: no module imports from a higher layer, and there is no import
 * cycle. Checked with dependency-cruiser over the TypeScript sources (type-only imports included).
 *
 * Layers, lowest first (a module may import its own layer and any lower one):
 *   config.ts < records/ < engine/ < algolia/ < analytics/, indexer/, delivery/ < server/ < cli.ts, index.ts
 * Inside engine/: text/ < index/ < query/ < rank/.
 *
 * Tests and fixtures are left out of the layer rule: a test may drive a module through a higher
 * layer (the ranking tests search through the Algolia facade, as a client would).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Layer folders (path patterns relative to the package) and their rank; higher may import lower. */
const LAYERS: ReadonlyArray<{ name: string; path: string; rank: number }> = [
  { name: 'config', path: '^src/config\\.ts$', rank: 0 },
  { name: 'records', path: '^src/records/', rank: 1 },
  { name: 'engine', path: '^src/engine/', rank: 2 },
  { name: 'algolia', path: '^src/algolia/', rank: 3 },
  { name: 'analytics', path: '^src/analytics/', rank: 4 },
  { name: 'indexer', path: '^src/indexer/', rank: 4 },
  { name: 'delivery', path: '^src/delivery/', rank: 4 },
  { name: 'server', path: '^src/server/', rank: 5 },
  { name: 'cli', path: '^src/cli\\.ts$', rank: 6 },
  { name: 'public API', path: '^src/index\\.ts$', rank: 6 },
];

/** Sub-layers of engine/, lowest first. */
const ENGINE_LAYERS: ReadonlyArray<{ name: string; path: string; rank: number }> = [
  { name: 'engine/text', path: '^src/engine/text/', rank: 0 },
  { name: 'engine/index', path: '^src/engine/index/', rank: 1 },
  { name: 'engine/query', path: '^src/engine/query/', rank: 2 },
  { name: 'engine/rank', path: '^src/engine/rank/', rank: 3 },
];

const NOT_RUNTIME = '(\\.test\\.ts$|/__fixtures__/)';

/** One rule per (lower, higher) pair: the lower layer must not import the higher one. */
function upwardRules(layers: typeof LAYERS): IForbiddenRuleType[] {
  const rules: IForbiddenRuleType[] = [];
  for (const from of layers) {
    const higher = layers.filter((l) => l.rank > from.rank);
    if (higher.length === 0) continue;
    rules.push({
      name: `no-upward-from-${from.name.replace('/', '-')}`,
      comment: `${from.name} must not import ${higher.map((h) => h.name).join(', ')}`,
      severity: 'error',
      from: { path: from.path, pathNot: NOT_RUNTIME },
      to: { path: higher.map((h) => h.path) },
    });
  }
  return rules;
}

test('no upward import between layers and no import cycle in src/', async () => {
  const result = await cruise(['src'], {
    baseDir: PACKAGE_DIR,
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    ruleSet: {
      forbidden: [
        ...upwardRules(LAYERS),
        ...upwardRules(ENGINE_LAYERS),
        { name: 'no-circular', comment: 'import cycle', severity: 'error', from: { pathNot: NOT_RUNTIME }, to: { circular: true } },
      ],
    },
  });
  const output = result.output;
  assert.equal(typeof output, 'object', 'dependency-cruiser returned no result object');
  if (typeof output === 'string') return;
  assert.ok(output.modules.length > 40, `expected the whole src/ tree to be read, got ${output.modules.length} modules`);
  const violations = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle ${v.cycle.map((c) => c.name).join(' → ')})` : ''}`);
  assert.deepEqual(violations, [], `layer violations:\n${violations.join('\n')}`);
});

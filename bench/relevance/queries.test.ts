/**
 * The judged query files of `npm run bench:relevance` stay valid: both parse (readQueries' checks),
 * every target is a route of spec/routes.tsv, the dev set shares no query or issue with the split
 * set (so it stays a fresh diagnosis set), and the split is balanced by kind.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {isUserQuestion, readQueries, splitHalves} from './queries.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const routes = new Set(
  fs
    .readFileSync(path.join(root, 'spec', 'routes.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t')[0].replace(/\/$/, '') || '/')
    .filter(Boolean),
);
const judged = readQueries(path.join(here, 'queries.json'));
const dev = readQueries(path.join(here, 'dev-queries.json'));

test('every judged target is a listed route', () => {
  for (const q of [...judged, ...dev]) {
    for (const e of q.expect) {
      const p = e.split('#')[0].replace(/\/$/, '') || '/';
      assert.ok(routes.has(p), `${JSON.stringify(q.q)}: ${e} is not in spec/routes.tsv`);
    }
  }
});

test('the dev set shares no query and no GitHub issue with the split set', () => {
  const texts = new Set(judged.map((q) => q.q.toLowerCase()));
  const sources = new Set(judged.filter(isUserQuestion).map((q) => q.source));
  for (const q of dev) {
    assert.ok(!texts.has(q.q.toLowerCase()), `dev query repeats a judged query: ${q.q}`);
    if (isUserQuestion(q)) assert.ok(!sources.has(q.source), `dev query reuses ${q.source}`);
  }
});

test('the split keeps each kind balanced between the halves (within one query)', () => {
  const split = splitHalves(judged);
  const kinds = new Set(split.map((q) => q.kind));
  for (const k of kinds) {
    const t = split.filter((q) => q.kind === k && q.half === 'tuning').length;
    const h = split.filter((q) => q.kind === k && q.half === 'held-out').length;
    assert.ok(Math.abs(t - h) <= 1, `${k}: tuning ${t}, held-out ${h}`);
  }
});

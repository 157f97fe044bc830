/**
 * `npm run build`: the production build in four phases, each announced on one line with its time
 * (so a log of a piped or CI build shows progress), then the build stamp (scripts/lib/build-stamp.ts).
 *
 *   1. gen:api          website/scripts/generate-api-docs.ts (API reference pages from spec/)
 *   2. docusaurus build website/ -> website/build
 *   3. search index     packages/search/src/cli.ts index -> website/build/search/records.json
 *   4. delivery         packages/search/src/delivery/main.ts: brotli/gzip variants, CSP hash manifest,
 *                       refusal of javascript:/data:/vbscript: links in built pages
 *
 * Usage: `tsx scripts/build.ts [--if-changed]`. With `--if-changed` (used by `npm test`) the build
 * is skipped when website/build carries a stamp equal to the hash of the current inputs; the
 * script prints which of the two happened. Exits with the failing phase's code (1 if killed).
 * The Docusaurus update notifier is switched off (`NO_UPDATE_NOTIFIER`): the site is pinned to
 * Docusaurus 3.7.0, so an upgrade banner is noise.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildHash, readStamp, STAMP_FILE, writeStamp} from './lib/build-stamp.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const website = path.join(root, 'website');
const buildDir = path.join(website, 'build');
const env = {...process.env, NO_UPDATE_NOTIFIER: '1', NPM_CONFIG_UPDATE_NOTIFIER: 'false'};

/** One build phase: a command run from `cwd` with the output passed through. */
interface Phase {
  name: string;
  cwd: string;
  args: string[];
}

const PHASES: Phase[] = [
  {name: 'gen:api', cwd: website, args: ['--import', 'tsx', 'scripts/generate-api-docs.ts']},
  {name: 'docusaurus build', cwd: website, args: [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build']},
  {name: 'search index', cwd: root, args: ['--import', 'tsx', 'packages/search/src/cli.ts', 'index', '--site', 'website/build']},
  {name: 'delivery', cwd: root, args: ['--import', 'tsx', 'packages/search/src/delivery/main.ts', '--site', 'website/build']},
];

const seconds = (start: bigint): string => `${(Number(process.hrtime.bigint() - start) / 1e9).toFixed(1)} s`;

/** Runs one phase with inherited stdio; resolves with its exit code (1 when killed by a signal). */
function run(phase: Phase): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, phase.args, {cwd: phase.cwd, env, stdio: 'inherit'});
    child.on('error', (err) => {
      console.error(`build: ${phase.name}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const {hash, files} = buildHash(root);
  if (process.argv.includes('--if-changed')) {
    const stamp = readStamp(buildDir);
    if (stamp === hash && fs.existsSync(path.join(buildDir, 'search', 'records.json'))) {
      console.log(`build: reusing website/build (inputs unchanged: ${files} files, hash ${hash.slice(0, 12)})`);
      return 0;
    }
    const why = !fs.existsSync(buildDir) ? 'no website/build' : stamp === null ? `no ${STAMP_FILE} in website/build` : `inputs changed (hash ${hash.slice(0, 12)}, build has ${stamp.slice(0, 12)})`;
    console.log(`build: building (${why})`);
  }
  const total = process.hrtime.bigint();
  for (const phase of PHASES) {
    const start = process.hrtime.bigint();
    console.log(`build: ${phase.name} ...`);
    const code = await run(phase);
    if (code !== 0) {
      console.error(`build: ${phase.name} FAILED (exit ${code}) after ${seconds(start)}`);
      return code;
    }
    console.log(`build: ${phase.name} done in ${seconds(start)}`);
  }
  writeStamp(buildDir, hash);
  console.log(`build: done in ${seconds(total)}; stamp website/build/${STAMP_FILE} = ${hash.slice(0, 12)} (${files} input files)`);
  return 0;
}

process.exitCode = await main();

/**
 * Build stamp: a content hash of everything the production build reads, stored next to the build
 * (`website/build/.build-hash`), so `npm test` reuses a build that is up to date and rebuilds when
 * any input changed (scripts/build.ts `--if-changed`).
 *
 * Inputs (paths relative to the repository root; build outputs, caches and tests excluded):
 * - `website/**` except `build/`, `.docusaurus/`, `node_modules/`, the generated API pages
 *   (`docs/api/python-api/*.mdx`, `docs/api/python-api/libraries/`) and `*.test.ts`;
 * - `spec/**`; `packages/search/src/**` except `*.test.ts`;
 * - `package.json`, `package-lock.json`, `website/package.json`, `packages/search/package.json`;
 * - `scripts/build.ts` and this file (the build steps themselves);
 * - `scripts/stubs/overrides.json` (its verified parameter corrections reach the API pages);
 * - the Node.js version and the environment variables the site config reads (SEARCH_HOSTS,
 *   SEARCH_APP_ID, SEARCH_API_KEY, SEARCH_INDEX_NAME, DOCS_DRAFT).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The stamp file inside the build folder: one line, the hex SHA-256 of the inputs. */
export const STAMP_FILE = '.build-hash';

/** Environment variables read by website/docusaurus.config.ts at build time. */
export const BUILD_ENV_VARS = ['SEARCH_HOSTS', 'SEARCH_APP_ID', 'SEARCH_API_KEY', 'SEARCH_INDEX_NAME', 'DOCS_DRAFT'] as const;

/** Folders walked recursively, each with the relative paths (inside it) to leave out. */
const TREES: {dir: string; skip: (rel: string) => boolean}[] = [
  {
    dir: 'website',
    skip: (rel) =>
      /^(build|\.docusaurus|node_modules)(\/|$)/.test(rel) ||
      /^docs\/api\/python-api\/([^/]+\.mdx$|libraries(\/|$))/.test(rel) ||
      rel.endsWith('.test.ts'),
  },
  {dir: 'spec', skip: () => false},
  {dir: 'packages/search/src', skip: (rel) => rel.endsWith('.test.ts')},
];

/** Single files hashed when present. */
const FILES = [
  'package.json',
  'package-lock.json',
  'website/package.json',
  'packages/search/package.json',
  'scripts/build.ts',
  'scripts/lib/build-stamp.ts',
  'scripts/stubs/overrides.json',
];

/** Every input file, repository-relative with `/` separators, sorted. */
export function buildInputs(root: string): string[] {
  const out: string[] = [];
  for (const {dir, skip} of TREES) {
    const base = path.join(root, dir);
    if (!fs.existsSync(base)) continue;
    const walk = (rel: string): void => {
      for (const entry of fs.readdirSync(path.join(base, rel), {withFileTypes: true})) {
        const childRel = rel ? `${rel}/${entry.name}` : entry.name;
        if (skip(childRel)) continue;
        if (entry.isDirectory()) walk(childRel);
        else if (entry.isFile()) out.push(`${dir}/${childRel}`);
      }
    };
    walk('');
  }
  for (const f of FILES) if (fs.existsSync(path.join(root, f))) out.push(f);
  return out.sort();
}

/**
 * The hex SHA-256 over the input paths, their contents, the Node.js version and {@link BUILD_ENV_VARS}.
 * @returns `hash` and the number of input `files`.
 */
export function buildHash(root: string, env: NodeJS.ProcessEnv = process.env): {hash: string; files: number} {
  const h = createHash('sha256');
  const files = buildInputs(root);
  for (const f of files) {
    h.update(`file ${f}\0`);
    h.update(fs.readFileSync(path.join(root, f)));
    h.update('\0');
  }
  h.update(`node ${process.version}\0`);
  for (const v of BUILD_ENV_VARS) h.update(`env ${v}=${env[v] ?? ''}\0`);
  return {hash: h.digest('hex'), files: files.length};
}

/** The stamp stored in `buildDir`, or null when there is none (never built, or a build was interrupted). */
export function readStamp(buildDir: string): string | null {
  try {
    return fs.readFileSync(path.join(buildDir, STAMP_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Writes `hash` as the stamp of `buildDir` (call only after every build step succeeded). */
export function writeStamp(buildDir: string, hash: string): void {
  fs.writeFileSync(path.join(buildDir, STAMP_FILE), `${hash}\n`);
}

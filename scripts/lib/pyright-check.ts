/**
 * Signature check of the site's Python examples: every Python block is
 * written to `.cache/pyright/blocks/`, and ONE pyright run checks them all against the stubs that
 * scripts/stubs/generate-stubs.ts writes from spec/api-inventory.json. Each diagnostic is mapped
 * back to its page, block number and source line.
 *
 * What fails: a name imported from a Dagster package that the inventory lacks, an unknown keyword
 * argument, a missing required argument, too many positional arguments, an argument whose builtin
 * type contradicts the inventory, an undefined name. Third-party packages are untyped: their
 * missing-import diagnostics are dropped, and pyright sees no installed package (an empty virtual
 * environment), so results do not depend on the machine. Source: pyright configuration docs
 * (https://microsoft.github.io/pyright/#/configuration).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, type DocFile} from './content.ts';
import {isDagsterModule, writeStubs} from '../stubs/generate-stubs.ts';

/** One Python example to check. */
export interface PyBlock {
  /** Source file, relative to the repository root (`website/docs/guides/x.md`). */
  file: string;
  /** 1-based number of the block among the file's Python blocks (or among its examples). */
  block: number;
  /** Source line (1-based) of the block's opening fence: code line k (1-based) is at `line + k`. */
  line: number;
  code: string;
  /** What the block belongs to when the file is not a page (`dagster.asset example`). */
  label?: string;
}

/** One pyright diagnostic, mapped back to its source. */
export interface PyrightProblem {
  file: string;
  line: number;
  block: number;
  label?: string;
  /** pyright rule (`reportCallIssue`, `reportAttributeAccessIssue`, ...). */
  rule: string;
  message: string;
}

/** Result of one pyright run. */
export interface PyrightResult {
  problems: PyrightProblem[];
  /** Blocks checked. */
  blocks: number;
  /** Wall time of stub generation plus the pyright run, in ms. */
  ms: number;
}

/** Largest Python block written for pyright, in bytes: a bigger block is reported, not checked. */
export const MAX_BLOCK_BYTES = 256 * 1024;

/**
 * pyright settings: "basic" checks plus the rules that catch wrong calls, without the rules that
 * judge style or Optional narrowing (an example may call `.lower()` on `get_tag()`).
 */
export const PYRIGHT_CONFIG = {
  include: ['blocks'],
  stubPath: 'stubs',
  typeshedPath: 'typeshed',
  venvPath: '.',
  venv: 'venv',
  pythonVersion: '3.11',
  pythonPlatform: 'Linux',
  typeCheckingMode: 'basic',
  useLibraryCodeForTypes: false,
  reportMissingImports: 'error',
  reportMissingModuleSource: 'none',
  reportAttributeAccessIssue: 'error',
  reportCallIssue: 'error',
  reportArgumentType: 'error',
  // Tutorial steps and notebook cells build on names of earlier blocks: a block need not be self-contained.
  reportUndefinedVariable: 'none',
  reportOptionalMemberAccess: 'none',
  reportOptionalSubscript: 'none',
  reportOptionalIterable: 'none',
  reportOptionalCall: 'none',
  reportOptionalOperand: 'none',
  reportPossiblyUnboundVariable: 'none',
  reportRedeclaration: 'none',
  reportTypedDictNotRequiredAccess: 'none',
  reportPrivateImportUsage: 'none',
} as const;

const require = createRequire(import.meta.url);

/**
 * Safe, unique file stem for the `n`th block: `guides__build__x.md__3__n17`. No leading dot (pyright
 * skips hidden files).
 */
const stemOf = (b: PyBlock, n: number): string =>
  `${b.file.replace(/^website\/(docs\/)?/, '').replace(/[^\w.-]+/g, '__').replace(/^[^A-Za-z0-9]+/, '')}__${b.block}__n${n}`;

/**
 * Writes the stubs and blocks under `cacheDir` and runs pyright once over every block.
 * @throws Error when pyright does not run or prints no JSON report.
 */
export function runPyright(blocks: PyBlock[], cacheDir = path.join(repoRoot, '.cache', 'pyright')): PyrightResult {
  const t0 = performance.now();
  writeStubs(path.join(cacheDir, 'stubs'));
  const blockDir = path.join(cacheDir, 'blocks');
  fs.rmSync(blockDir, {recursive: true, force: true});
  fs.mkdirSync(blockDir, {recursive: true});
  // An empty virtual environment: pyright resolves no installed package (third-party is untyped).
  fs.mkdirSync(path.join(cacheDir, 'venv', 'lib', 'python3.11', 'site-packages'), {recursive: true});
  fs.writeFileSync(path.join(cacheDir, 'venv', 'pyvenv.cfg'), 'home = /nonexistent\nversion = 3.11\n');
  // typeshed with the standard library only: pyright's bundled third-party stubs (google-cloud-ndb,
  // requests, ...) would type third-party packages, which the check treats as untyped.
  const typeshed = path.join(cacheDir, 'typeshed');
  fs.rmSync(typeshed, {recursive: true, force: true});
  fs.mkdirSync(path.join(typeshed, 'stubs'), {recursive: true});
  fs.symlinkSync(path.join(path.dirname(require.resolve('pyright/package.json')), 'dist', 'typeshed-fallback', 'stdlib'), path.join(typeshed, 'stdlib'), 'dir');
  fs.writeFileSync(path.join(cacheDir, 'pyrightconfig.json'), JSON.stringify(PYRIGHT_CONFIG, null, 2));
  const byFile = new Map<string, PyBlock>();
  const problems: PyrightProblem[] = [];
  for (const [n, b] of blocks.entries()) {
    if (Buffer.byteLength(b.code) > MAX_BLOCK_BYTES) {
      problems.push({file: b.file, line: b.line, block: b.block, label: b.label, rule: 'size', message: `Python block over ${MAX_BLOCK_BYTES} bytes; not type-checked`});
      continue;
    }
    const p = path.join(blockDir, `${stemOf(b, n)}.py`);
    fs.writeFileSync(p, b.code);
    byFile.set(p, b);
  }
  const cli = path.join(path.dirname(require.resolve('pyright/package.json')), 'index.js');
  const res = spawnSync(process.execPath, [cli, '-p', path.join(cacheDir, 'pyrightconfig.json'), '--outputjson'], {
    cwd: cacheDir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {...process.env, PYRIGHT_PYTHON_FORCE_VERSION: undefined},
  });
  let report: {generalDiagnostics: {file: string; severity: string; message: string; rule?: string; range: {start: {line: number}}}[]};
  try {
    report = JSON.parse(res.stdout) as typeof report;
  } catch {
    throw new Error(`pyright did not run (exit ${res.status}): ${res.stderr || res.stdout}`.slice(0, 2000));
  }
  for (const d of report.generalDiagnostics) {
    if (d.severity !== 'error') continue;
    const b = byFile.get(path.resolve(d.file));
    if (!b) {
      problems.push({file: path.relative(repoRoot, d.file), line: d.range.start.line + 1, block: -1, rule: d.rule ?? 'pyright', message: d.message});
      continue;
    }
    const rule = d.rule ?? 'pyright';
    if (rule === 'reportMissingImports') {
      const mod = /Import "([\w.]+)" could not be resolved/.exec(d.message)?.[1];
      if (mod && !isDagsterModule(mod)) continue; // third-party packages are untyped
    }
    let message = d.message.split('\n').map((l) => l.trim()).join(' ');
    // pyright names no parameter when every overload of a decorator (bare and called) fails.
    if (/^No overloads for /.test(message)) message += ' (an unknown keyword, a missing required argument or a wrong argument type)';
    problems.push({file: b.file, line: b.line + d.range.start.line + 1, block: b.block, label: b.label, rule, message});
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {problems, blocks: byFile.size, ms: performance.now() - t0};
}

/**
 * The Python blocks (` ```python ` / ` ```py `) of the given pages. `block` is the 1-based number of
 * the block among the page's Python blocks.
 */
export function docBlocks(docs: readonly DocFile[]): PyBlock[] {
  return docs.flatMap((d) => {
    const file = path.relative(repoRoot, d.file).split(path.sep).join('/');
    return d.blocks.filter((b) => b.lang === 'python' || b.lang === 'py').map((b, i) => ({file, block: i + 1, line: b.line, code: b.code}));
  });
}

/**
 * The `example` of each symbol in website/src/api/descriptions (the source of the generated API
 * pages, which are gitignored). `line` is the line of the example's JSON string in its file.
 */
export function descriptionExamples(dir = path.join(repoRoot, 'website', 'src', 'api', 'descriptions')): PyBlock[] {
  const out: PyBlock[] = [];
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.json')) {
        const text = fs.readFileSync(p, 'utf8');
        const json = JSON.parse(text) as {symbols?: Record<string, {example?: unknown}>};
        let n = 1;
        for (const [fqn, desc] of Object.entries(json.symbols ?? {})) {
          if (typeof desc?.example !== 'string' || !desc.example.trim()) continue;
          const at = text.indexOf(JSON.stringify(desc.example).slice(0, 60));
          const line = at < 0 ? 1 : text.slice(0, at).split('\n').length;
          // The JSON string is one line: report its line; the message names the line inside the example.
          out.push({file: path.relative(repoRoot, p).split(path.sep).join('/'), block: n++, line: line - 1, code: desc.example, label: `${fqn} example`});
        }
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

/**
 * `npm run check:content [-- files...]`: checks every doc source under website/docs (or the files
 * given, relative to the working directory) against the content rules of `content-rules/` (one file
 * per rule, listed in `content-rules/index.ts`).
 *
 * Prints one `file:line: problem` line per finding (`file:line: warning: problem` for warnings),
 * files relative to the repository root, then a summary line with the page and code block counts.
 * Exits 1 when any error (not warning) is found, 0 otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createContext, rules, type ContentRule} from './content-rules/index.ts';
import {docsRoot, listDocFiles, readDoc, repoRoot, type DocFile} from './lib/content.ts';

/** One printed line: a finding of a rule, or a file that could not be read. */
export interface Problem {
  /** Relative to the repository root (absolute for a file argument that does not exist). */
  file: string;
  line: number;
  message: string;
  warning?: boolean;
}

/** Fenced code blocks of the checked pages, by language (`python`/`py`, `yaml`/`yml`, `json`). */
export interface BlockCounts {
  python: number;
  yaml: number;
  json: number;
}

/**
 * Reads `files` (absolute paths) and runs `ruleList` on every page that parses, page by page, rules
 * in list order.
 * @throws Error when a rule cannot run (python3 fails); a bad page is a `Problem`, never a throw.
 */
export function checkContent(files: readonly string[], ruleList: readonly ContentRule[] = rules): {docs: DocFile[]; problems: Problem[]; counts: BlockCounts} {
  const problems: Problem[] = [];
  const docs: DocFile[] = [];
  for (const f of files) {
    if (!fs.existsSync(f)) {
      problems.push({file: f, line: 0, message: 'file does not exist'});
      continue;
    }
    try {
      docs.push(readDoc(f));
    } catch (e) {
      problems.push({file: path.relative(repoRoot, f), line: 1, message: (e as Error).message});
    }
  }
  const ctx = createContext(docs);
  for (const d of docs) {
    const file = path.relative(repoRoot, d.file);
    for (const rule of ruleList) {
      for (const f of rule.check(d, ctx)) problems.push({file, line: f.line, message: f.message, ...(f.warning ? {warning: true} : {})});
    }
  }
  const counts: BlockCounts = {python: 0, yaml: 0, json: 0};
  for (const b of docs.flatMap((d) => d.blocks)) {
    if (b.lang === 'python' || b.lang === 'py') counts.python++;
    else if (b.lang === 'yaml' || b.lang === 'yml') counts.yaml++;
    else if (b.lang === 'json') counts.json++;
  }
  return {docs, problems, counts};
}

function main(): void {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const files = args.length ? args.map((a) => path.resolve(process.cwd(), a)) : listDocFiles();
  const {docs, problems, counts} = checkContent(files);
  const errors = problems.filter((p) => !p.warning);
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.warning ? 'warning: ' : ''}${p.message}`);
  console.log(
    `check:content: ${docs.length} pages under ${path.relative(repoRoot, docsRoot)}, ` +
      `${counts.python} Python / ${counts.yaml} YAML / ${counts.json} JSON blocks, ` +
      `${errors.length} errors, ${problems.length - errors.length} warnings`,
  );
  process.exit(errors.length ? 1 : 0);
}

// Run as a command (`npm run check:content`), not when a test imports `checkContent`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();

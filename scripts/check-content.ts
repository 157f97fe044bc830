/**
 * `npm run check:content [-- files...]`: checks every doc source (or the files given) against the
 * content rules (CONTENT-GUIDE.md and the list below):
 * - frontmatter `title` and `description`; no body `# h1`;
 * - no placeholder wording;
 * - minimum prose outside code (guides 300 words, other pages 150, index pages 80);
 * - index pages link every child page of their folder;
 * - Python blocks parse with python3's `ast`, and every Dagster name they import or use
 *   (`from dagster import X`, `dg.X`) is in spec/api-inventory.json or scripts/content-allowlist.json;
 * - YAML and JSON blocks parse;
 * - site links (`](/path#anchor)`) name a route of spec/routes.tsv or a static file, and anchors
 *   into generated API pages name a symbol of that page in spec/api-inventory.json;
 * - integration tags come from website/tags.yml, and the top page of each integration carries one
 *   support tag and at least one category tag (spec 2.2 tag pages).
 * Exits 1 when any error is found; prints `file:line: problem` lines and a summary.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  countWords,
  docsRoot,
  findPlaceholders,
  listDocFiles,
  loadInventory,
  loadInventoryPages,
  loadRoutes,
  proseOf,
  readDoc,
  repoRoot,
  routeOfDocId,
  type DocFile,
} from './lib/content.ts';

interface Problem {
  file: string;
  line: number;
  message: string;
  warning?: boolean;
}

/** Pages generated from the API inventory: checked by the API reference tests, not for prose. */
const isGeneratedApiPage = (d: DocFile): boolean =>
  d.id.startsWith('api/python-api/') && !d.id.endsWith('/index') && d.id !== 'api/python-api/index';

/** Minimum words of prose outside code for a page (150 words; 300 for guides; 80 for index pages). */
export function minimumProse(d: DocFile): number {
  if (d.id === 'index' || d.id.endsWith('/index')) return 80;
  if (d.id.startsWith('guides/')) return 300;
  return 150;
}

const allowlistPath = path.join(repoRoot, 'scripts', 'content-allowlist.json');
const allowlist = new Set(
  Object.keys((JSON.parse(fs.readFileSync(allowlistPath, 'utf8')) as {names: Record<string, string>}).names),
);

function checkFile(d: DocFile, problems: Problem[]): void {
  const at = (line: number, message: string, warning = false): void => {
    problems.push({file: path.relative(repoRoot, d.file), line, message, warning});
  };
  for (const key of ['title', 'description'] as const) {
    const v = d.frontmatter[key];
    if (typeof v !== 'string' || !v.trim()) at(1, `frontmatter \`${key}\` is missing or empty`);
  }
  const bodyNoCode = d.body.replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1[`~]*\s*$/gm, '');
  const h1 = /^# \S/m.exec(bodyNoCode);
  if (h1) at(d.bodyLine, 'body has a `# h1` heading; the frontmatter title is the h1');
  for (const p of findPlaceholders(d.body)) at(d.bodyLine, `placeholder wording /${p}/`);

  if (!isGeneratedApiPage(d)) {
    const words = countWords(proseOf(d.body));
    const min = minimumProse(d);
    if (words < min) at(d.bodyLine, `thin page: ${words} words of prose outside code (minimum ${min})`);
  }
  if (path.basename(d.file).startsWith('index.')) checkIndexLinksChildren(d, at);
  checkLinks(d, at);
  checkTags(d, at);
}

/** Every route of spec/routes.tsv (the catch-all excluded), plus the optional API aliases. */
const knownRoutes = new Set(loadRoutes().map((r) => r.path).filter((p) => !p.includes('*')));
/**
 * Generated API page route → its symbol anchors: the fully qualified name with whitespace runs as
 * `-` (CLI commands), and `<symbol>.<member>` for members (website/src/api/inventory.ts anchorId).
 */
const apiAnchors = new Map<string, Set<string>>(
  loadInventoryPages().map((pg) => [
    pg.route,
    new Set(
      pg.symbols.flatMap((sym) => {
        const id = sym.name.trim().replace(/\s+/g, '-');
        return [id, ...(sym.members ?? []).map((m) => `${id}.${m.name}`)];
      }),
    ),
  ]),
);
const staticDir = path.join(repoRoot, 'website', 'static');

/**
 * Site links must name a known route (or a file under website/static); anchors into generated API
 * pages must name a documented symbol. Other anchors are left to the build's anchor check.
 */
export function checkLinks(d: DocFile, at: (line: number, m: string) => void): void {
  const lines = d.body.split('\n');
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1];
      else if (line.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    for (const m of line.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)) {
      const target = m[1] ?? m[2];
      const [withQuery, anchor] = target.split('#');
      const route = withQuery.split('?')[0];
      if (knownRoutes.has(route) || (route !== '/' && fs.existsSync(path.join(staticDir, route)))) {
        const symbols = apiAnchors.get(route);
        if (anchor && symbols && !symbols.has(anchor)) at(d.bodyLine + i, `link anchor #${anchor} is not a symbol of ${route} in spec/api-inventory.json`);
        continue;
      }
      const hint = knownRoutes.has(`${route}/`) ? ` (the folder index is ${route}/)` : knownRoutes.has(route.replace(/\/$/, '')) ? ` (no trailing slash: ${route.replace(/\/$/, '')})` : '';
      at(d.bodyLine + i, `link to ${route}: not a route in spec/routes.tsv${hint}`);
    }
  });
}

/** The ten integration tags of website/tags.yml (spec 2.2), by kind. */
const tagKeys = Object.keys(YAML.parse(fs.readFileSync(path.join(repoRoot, 'website', 'tags.yml'), 'utf8')) as Record<string, unknown>);
const SUPPORT_TAGS = new Set(['dagster-supported', 'community-supported']);

/**
 * Tags only from website/tags.yml; the top page of an integration (`integrations/libraries/<name>`
 * or `<name>/index`) carries exactly one support tag and at least one category tag.
 */
export function checkTags(d: DocFile, at: (line: number, m: string) => void): void {
  const raw = d.frontmatter.tags;
  const tags = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)];
  for (const t of tags) if (!tagKeys.includes(t)) at(1, `tag \`${t}\` is not one of website/tags.yml (${tagKeys.join(', ')})`);
  if (tags.length && !d.id.startsWith('integrations/')) at(1, 'tags are for integration pages only');
  const top = /^integrations\/libraries\/[^/]+(\/index)?$/.test(d.id) && d.id !== 'integrations/libraries/index';
  if (!top) return;
  const support = tags.filter((t) => SUPPORT_TAGS.has(t)).length;
  if (support !== 1) at(1, `an integration page needs exactly one support tag (dagster-supported or community-supported), has ${support}`);
  if (!tags.some((t) => !SUPPORT_TAGS.has(t) && tagKeys.includes(t))) at(1, 'an integration page needs at least one category tag (alerting, bi, compute, etl, metadata, monitoring, other, storage)');
}

/** Index pages introduce their section and link every child (a section index must lead to every page in its folder). */
function checkIndexLinksChildren(d: DocFile, at: (line: number, m: string) => void): void {
  const dir = path.dirname(d.file);
  const children: DocFile[] = [];
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    if (e.isFile() && /\.mdx?$/.test(e.name) && !e.name.startsWith('index.')) {
      children.push(readDoc(path.join(dir, e.name)));
    } else if (e.isDirectory()) {
      const idx = ['index.md', 'index.mdx'].map((n) => path.join(dir, e.name, n)).find((p) => fs.existsSync(p));
      if (idx) children.push(readDoc(idx));
    }
  }
  for (const c of children) {
    if (c.frontmatter.unlisted === true) continue;
    const route = routeOfDocId(c.id, c.frontmatter);
    const linked = d.body.includes(`](${route})`) || d.body.includes(`](${route}#`) || d.body.includes(`href="${route}"`);
    if (!linked) at(d.bodyLine, `index page does not link its child ${route}`);
  }
}

interface PyResult {
  id: string;
  error: string | null;
  uses: [string, string, number][];
}

function checkCode(docs: DocFile[], problems: Problem[]): {python: number; yaml: number; json: number} {
  const inventory = loadInventory();
  const counts = {python: 0, yaml: 0, json: 0};
  const pyBlocks: {id: string; code: string}[] = [];
  const where = new Map<string, {file: string; line: number}>();
  for (const d of docs) {
    const rel = path.relative(repoRoot, d.file);
    d.blocks.forEach((b, i) => {
      const id = `${rel}#${i}`;
      where.set(id, {file: rel, line: b.line});
      if (b.lang === 'python' || b.lang === 'py') {
        counts.python++;
        pyBlocks.push({id, code: b.code});
      } else if (b.lang === 'yaml' || b.lang === 'yml') {
        counts.yaml++;
        for (const doc of YAML.parseAllDocuments(b.code)) {
          for (const err of doc.errors) problems.push({file: rel, line: b.line, message: `YAML does not parse: ${err.message.split('\n')[0]}`});
        }
      } else if (b.lang === 'json') {
        counts.json++;
        try {
          JSON.parse(b.code);
        } catch (e) {
          problems.push({file: rel, line: b.line, message: `JSON does not parse: ${(e as Error).message}`});
        }
      }
    });
  }
  if (!pyBlocks.length) return counts;
  const res = spawnSync('python3', [path.join(repoRoot, 'scripts', 'lib', 'python-check.py')], {
    input: JSON.stringify(pyBlocks),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (res.status !== 0) throw new Error(`python3 check failed: ${res.stderr}`);
  for (const r of JSON.parse(res.stdout) as PyResult[]) {
    const w = where.get(r.id)!;
    if (r.error) problems.push({file: w.file, line: w.line, message: `Python does not parse: ${r.error}`});
    for (const [mod, dotted, line] of r.uses) {
      const [name, member] = dotted.split('.');
      const fqn = `${mod}.${name}`;
      if (allowlist.has(fqn) || allowlist.has(`${mod}.${dotted}`)) continue;
      const sym = inventory.get(fqn);
      if (!sym) {
        problems.push({file: w.file, line: w.line + line, message: `\`${fqn}\` is not in spec/api-inventory.json`});
      } else if (member && sym.members?.length && !sym.members.some((m) => m.name === member)) {
        problems.push({
          file: w.file,
          line: w.line + line,
          message: `\`${fqn}.${member}\` is not a documented member in spec/api-inventory.json`,
          warning: true,
        });
      }
    }
  }
  return counts;
}

function main(): void {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const files = args.length ? args.map((a) => path.resolve(process.cwd(), a)) : listDocFiles();
  const problems: Problem[] = [];
  const docs: DocFile[] = [];
  for (const f of files) {
    if (!fs.existsSync(f)) {
      problems.push({file: f, line: 0, message: 'file does not exist'});
      continue;
    }
    try {
      const d = readDoc(f);
      docs.push(d);
      checkFile(d, problems);
    } catch (e) {
      problems.push({file: path.relative(repoRoot, f), line: 1, message: (e as Error).message});
    }
  }
  const counts = checkCode(docs, problems);
  const errors = problems.filter((p) => !p.warning);
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.warning ? 'warning: ' : ''}${p.message}`);
  console.log(
    `check:content: ${docs.length} pages under ${path.relative(repoRoot, docsRoot)}, ` +
      `${counts.python} Python / ${counts.yaml} YAML / ${counts.json} JSON blocks, ` +
      `${errors.length} errors, ${problems.length - errors.length} warnings`,
  );
  process.exit(errors.length ? 1 : 0);
}

// Run as a command (`npm run check:content`), not when a test imports the checks.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();

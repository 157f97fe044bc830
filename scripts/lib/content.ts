/**
 * Shared helpers for the content and route checks: reading docs, frontmatter, code fences,
 * prose word counts and placeholder detection. The spec files (routes, API inventory) are read by
 * `spec/reader.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import YAML from 'yaml';

/** Repository root (absolute path). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Docs content root: `website/docs`. */
export const docsRoot = path.join(repoRoot, 'website', 'docs');

/** One fenced code block of a page. `line` is 1-based, in the source file. */
export interface CodeBlock {
  lang: string;
  /** The rest of the opening fence line after the language (`title="defs.py" fragment`), trimmed. */
  meta: string;
  code: string;
  line: number;
}

/** A parsed doc source file. */
export interface DocFile {
  /** Absolute path. */
  file: string;
  /** Path relative to `website/docs`, with forward slashes. */
  rel: string;
  /** Doc id: `rel` without extension (`guides/build/index`). */
  id: string;
  frontmatter: Record<string, unknown>;
  /** Body without frontmatter. */
  body: string;
  /** Line number (1-based) where the body starts. */
  bodyLine: number;
  blocks: CodeBlock[];
}

/**
 * Lists every `.md`/`.mdx` file below `dir` (absolute paths, sorted).
 */
export function listDocFiles(dir: string = docsRoot): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, {withFileTypes: true})) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name)) out.push(p);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out.sort();
}

/**
 * Reads a doc file: frontmatter (YAML), body, fenced code blocks.
 * @throws Error naming the file when the frontmatter is not valid YAML.
 */
export function readDoc(file: string): DocFile {
  const src = fs.readFileSync(file, 'utf8');
  let frontmatter: Record<string, unknown> = {};
  let body = src;
  let bodyLine = 1;
  const fm = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(src);
  if (fm) {
    try {
      frontmatter = (YAML.parse(fm[1]) as Record<string, unknown> | null) ?? {};
    } catch (e) {
      throw new Error(`${file}: frontmatter is not valid YAML: ${(e as Error).message}`);
    }
    body = src.slice(fm[0].length);
    bodyLine = fm[0].split('\n').length;
  }
  const rel = path.relative(docsRoot, file).split(path.sep).join('/');
  return {
    file,
    rel,
    id: rel.replace(/\.mdx?$/, ''),
    frontmatter,
    body,
    bodyLine,
    blocks: extractCodeBlocks(body, bodyLine),
  };
}

/**
 * Extracts fenced code blocks (``` or ~~~, any length >= 3) from markdown.
 * @param firstLine line number of `md`'s first line in its file.
 */
export function extractCodeBlocks(md: string, firstLine = 1): CodeBlock[] {
  const lines = md.split('\n');
  const blocks: CodeBlock[] = [];
  let open: {fence: string; lang: string; meta: string; start: number; buf: string[]} | null = null;
  lines.forEach((line, i) => {
    if (!open) {
      const m = /^\s*(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(line);
      if (m) open = {fence: m[1], lang: m[2].toLowerCase(), meta: m[3].trim(), start: i, buf: []};
      return;
    }
    const closing = new RegExp(`^\\s*${open.fence[0] === '`' ? '`' : '~'}{${open.fence.length},}\\s*$`);
    if (closing.test(line)) {
      blocks.push({lang: open.lang, meta: open.meta, code: dedent(open.buf).join('\n'), line: firstLine + open.start});
      open = null;
    } else {
      open.buf.push(line);
    }
  });
  return blocks;
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(min));
}

/**
 * Calls `fn` for every line of a markdown body that is outside fenced code blocks (``` or ~~~, 3 or
 * more; a fence closes on a line starting with the same marker). Fence lines themselves are skipped.
 * @param fn receives the line and its 0-based index in `body` (add the page's `bodyLine` for a file line).
 */
export function forEachLineOutsideFences(body: string, fn: (line: string, index: number) => void): void {
  let fence: string | null = null;
  body.split('\n').forEach((line, i) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1];
      else if (line.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence === null) fn(line, i);
  });
}

/**
 * Prose of a markdown body: code fences, import/export lines, HTML/JSX tags, link targets
 * and markdown punctuation removed.
 */
export function proseOf(body: string): string {
  return body
    .replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1[`~]*\s*$/gm, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^:::\w*.*$/gm, ' ')
    .replace(/`[^`\n]*`/g, (m) => m.slice(1, -1))
    .replace(/[#>*_|~-]+/g, ' ');
}

/** Number of words (tokens containing a letter or digit) in `text`. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/**
 * Placeholder wording that must never ship: a page is real or absent.
 * Case-sensitive TODO/TBD avoid matching ordinary words; the /todo route is named by its path only.
 */
export const PLACEHOLDER_PATTERNS: RegExp[] = [
  /lorem ipsum/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /coming soon/i,
  /\bplaceholder (page|text|content)\b/i,
  /\bwrite (this|me)\b/i,
];

/** Returns the placeholder patterns found in `text` (empty when clean). */
export function findPlaceholders(text: string): string[] {
  return PLACEHOLDER_PATTERNS.filter((re) => re.test(text)).map((re) => re.source);
}

/** The route of a doc id as Docusaurus serves it with routeBasePath `/` (index docs keep a trailing slash). */
export function routeOfDocId(id: string, frontmatter: Record<string, unknown> = {}): string {
  if (typeof frontmatter.slug === 'string') return frontmatter.slug;
  if (id === 'index') return '/';
  if (id.endsWith('/index')) return `/${id.slice(0, -'index'.length)}`;
  return `/${id}`;
}

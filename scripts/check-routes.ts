/**
 * `npm run check:routes`: compares the built site (website/build and the docs plugin's
 * website/.docusaurus/globalData.json) with spec/routes.tsv.
 *
 * Prints, per sidebar and per top-level section, how many listed doc routes exist, and fails on:
 * - a built doc page that is not in routes.tsv, or sits in the wrong sidebar (or in one while unlisted);
 * - a thin page: less prose outside code than content-rules/prose-minimum.ts asks of its source;
 * - placeholder wording on a page.
 * The last line is `covered/total` over the listed doc routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {countWords, findPlaceholders, repoRoot} from './lib/content.ts';
import {minimumProse} from './content-rules/prose-minimum.ts';
import {readRoutes} from '../spec/reader.ts';

const buildDir = path.join(repoRoot, 'website', 'build');
const globalDataFile = path.join(repoRoot, 'website', '.docusaurus', 'globalData.json');

interface BuiltDoc {
  id: string;
  path: string;
  sidebar?: string;
}

/** The HTML file Docusaurus writes for a route (`/a/b` and `/a/b/` both live in `a/b/index.html`). */
export function htmlFileOf(route: string): string {
  const clean = route.replace(/^\/|\/$/g, '');
  return path.join(buildDir, clean, 'index.html');
}

/** Words of prose in a built doc page: the markdown body without code blocks. */
export function prosewordsOfHtml(html: string): {words: number; text: string} {
  const $ = cheerio.load(html);
  const body = $('.theme-doc-markdown').first().clone();
  body.find('pre, .mermaid-source, .hash-link, script, style').remove();
  const text = body.text().replace(/\u200b/g, ' ');
  return {words: countWords(text), text};
}

function main(): void {
  if (!fs.existsSync(globalDataFile) || !fs.existsSync(buildDir)) {
    console.error('check:routes: no built site; run `npm run build` first.');
    process.exit(2);
  }
  const routes = readRoutes();
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const global = JSON.parse(fs.readFileSync(globalDataFile, 'utf8')) as {
    'docusaurus-plugin-content-docs': {default: {versions: {docs: BuiltDoc[]}[]}};
  };
  const docs = global['docusaurus-plugin-content-docs'].default.versions[0].docs;
  const failures: string[] = [];

  for (const doc of docs) {
    const row = byPath.get(doc.path);
    if (!row || row.kind !== 'doc') {
      failures.push(`${doc.path} (doc ${doc.id}): not a doc route in spec/routes.tsv`);
      continue;
    }
    const expectedSidebar = row.listed ? row.sidebar : undefined;
    if ((doc.sidebar ?? undefined) !== expectedSidebar) {
      failures.push(`${doc.path}: in sidebar ${doc.sidebar ?? '(none)'}, expected ${expectedSidebar ?? '(none)'}`);
    }
    const file = htmlFileOf(doc.path);
    if (!fs.existsSync(file)) {
      failures.push(`${doc.path}: no built HTML at ${path.relative(repoRoot, file)}`);
      continue;
    }
    const {words, text} = prosewordsOfHtml(fs.readFileSync(file, 'utf8'));
    const min = minimumProse(doc);
    if (words < min) failures.push(`${doc.path}: thin page, ${words} words of prose outside code (minimum ${min})`);
    for (const p of findPlaceholders(text)) failures.push(`${doc.path}: placeholder wording /${p}/`);
  }

  const built = new Set(docs.map((d) => d.path));
  const listed = routes.filter((r) => r.kind === 'doc' && r.listed);
  const tally = (key: (r: (typeof listed)[number]) => string): Map<string, [number, number]> => {
    const m = new Map<string, [number, number]>();
    for (const r of listed) {
      const k = key(r);
      const [c, t] = m.get(k) ?? [0, 0];
      m.set(k, [c + (built.has(r.path) ? 1 : 0), t + 1]);
    }
    return m;
  };
  console.log('Listed doc routes built, per sidebar:');
  for (const [k, [c, t]] of tally((r) => r.sidebar)) console.log(`  ${k.padEnd(14)} ${c}/${t}`);
  console.log('Per section:');
  for (const [k, [c, t]] of tally((r) => `/${r.path.split('/')[1] || ''}`)) console.log(`  ${k.padEnd(24)} ${c}/${t}`);
  const unlisted = routes.filter((r) => r.kind === 'doc' && !r.listed);
  console.log(`Unlisted doc routes built: ${unlisted.filter((r) => built.has(r.path)).length}/${unlisted.length}`);
  for (const f of failures) console.log(`FAIL ${f}`);
  const covered = listed.filter((r) => built.has(r.path)).length;
  console.log(`${failures.length} failures`);
  console.log(`${covered}/${listed.length}`);
  process.exit(failures.length ? 1 : 0);
}

main();

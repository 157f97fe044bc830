/**
 * Rule `index-links`: an index page (`index.md`/`index.mdx`) introduces its section and links every
 * child page of its folder: each sibling doc, and each subfolder's index page, unless the child's
 * frontmatter sets `unlisted: true`. A link is `](<route>)`, `](<route>#...)` or `href="<route>"`.
 * The integrations index renders `<IntegrationGrid />`, which links every integration page of its
 * folder by construction (website/src/plugins/integrations-catalog.ts reads them all at build
 * time; e2e/look.test.ts checks the built grid against the sidebar), so it counts as linking them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readDoc, routeOfDocId, type DocFile} from '../lib/content.ts';
import type {ContentRule, Finding} from './types.ts';

/** The source files of an index page's child pages, in the order the file system lists them. */
function childFilesOf(index: DocFile): string[] {
  const dir = path.dirname(index.file);
  const children: string[] = [];
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    if (e.isFile() && /\.mdx?$/.test(e.name) && !e.name.startsWith('index.')) {
      children.push(path.join(dir, e.name));
    } else if (e.isDirectory()) {
      const idx = ['index.md', 'index.mdx'].map((n) => path.join(dir, e.name, n)).find((p) => fs.existsSync(p));
      if (idx) children.push(idx);
    }
  }
  return children;
}

export const indexLinks: ContentRule = {
  id: 'index-links',
  description: 'An index page links every listed child page of its folder (sibling docs and subfolder index pages).',
  check(d) {
    if (!path.basename(d.file).startsWith('index.')) return [];
    const out: Finding[] = [];
    const grid = /integrations\/libraries\/index\.mdx$/.test(d.file) && d.body.includes('<IntegrationGrid />');
    if (grid) return out;
    for (const file of childFilesOf(d)) {
      let c: DocFile;
      try {
        c = readDoc(file);
      } catch (e) {
        // A child whose frontmatter does not parse: its route is unknown (the child's own check names the error too).
        out.push({line: 1, message: (e as Error).message});
        continue;
      }
      if (c.frontmatter.unlisted === true) continue;
      const route = routeOfDocId(c.id, c.frontmatter);
      const linked = d.body.includes(`](${route})`) || d.body.includes(`](${route}#`) || d.body.includes(`href="${route}"`);
      if (!linked) out.push({line: d.bodyLine, message: `index page does not link its child ${route}`});
    }
    return out;
  },
};

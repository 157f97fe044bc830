/**
 * Integrations catalog: at build time, reads the frontmatter (title, description,
 * tags) of every integration page under docs/integrations/libraries/ — `<name>.md(x)` or
 * `<name>/index.md(x)`, the index page itself excluded — and the tag definitions of tags.yml, and
 * writes them as one JSON module, `@generated/integrations-catalog/default/catalog.json`.
 * Only the integrations index page imports it (src/components/IntegrationGrid), so it adds nothing
 * to other pages. The list is complete by construction: a new integration page appears in the grid
 * without editing the index.
 * @throws Error (fails the build) when an integration page has no title or no tags, or uses a tag
 * that tags.yml does not define.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import YAML from 'yaml';
import type {IntegrationCatalog, IntegrationEntry} from '../components/IntegrationGrid/types';

/** Folder of the integration pages, relative to the site directory. */
export const LIBRARIES_DIR = 'docs/integrations/libraries';
/** Route of that folder (docs are served at the site root). */
export const LIBRARIES_ROUTE = '/integrations/libraries';

/** Support tags, listed before the category tags in the filter. */
const SUPPORT_TAGS = ['dagster-supported', 'community-supported'];

/** The integration pages of `dir`: `[file, path under the libraries route]` pairs, sorted. */
function integrationFiles(dir: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  // A partly written site (or a test site) may have no integration pages yet: an empty catalog.
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      const index = ['index.md', 'index.mdx'].map((f) => path.join(dir, entry.name, f)).find((f) => fs.existsSync(f));
      if (index) out.push([index, `${entry.name}/`]); // folder index docs keep a trailing slash (spec/sidebars.md)
    } else if (/\.mdx?$/.test(entry.name) && !/^index\.mdx?$/.test(entry.name)) {
      out.push([path.join(dir, entry.name), entry.name.replace(/\.mdx?$/, '')]);
    }
  }
  return out.sort((a, b) => a[1].localeCompare(b[1]));
}

/** Builds the catalog from the files under `siteDir` (exported for tests). @throws Error as in the module doc. */
export async function readCatalog(siteDir: string): Promise<IntegrationCatalog> {
  const tagDefs = YAML.parse(fs.readFileSync(path.join(siteDir, 'tags.yml'), 'utf8')) as Record<string, {label?: string; description?: string}>;
  const integrations: IntegrationEntry[] = [];
  for (const [file, slug] of integrationFiles(path.join(siteDir, LIBRARIES_DIR))) {
    // The same frontmatter parser the docs plugin uses.
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: fs.readFileSync(file, 'utf8')});
    const title = frontMatter.sidebar_label ?? frontMatter.title;
    const tags = frontMatter.tags;
    if (typeof title !== 'string' || !title) throw new Error(`${file}: frontmatter has no title`);
    if (!Array.isArray(tags) || !tags.length) throw new Error(`${file}: frontmatter has no tags (requirements §2.2: every integration carries its tags)`);
    for (const t of tags) if (typeof t !== 'string' || !tagDefs[t]) throw new Error(`${file}: tag ${JSON.stringify(t)} is not defined in tags.yml`);
    const slugOverride = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
    integrations.push({
      title,
      description: typeof frontMatter.description === 'string' ? frontMatter.description : '',
      href: slugOverride?.startsWith('/') ? slugOverride : `${LIBRARIES_ROUTE}/${slug}`,
      tags: tags as string[],
    });
  }
  integrations.sort((a, b) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}));
  const used = new Set(integrations.flatMap((i) => i.tags));
  const order = (t: string) => (SUPPORT_TAGS.includes(t) ? SUPPORT_TAGS.indexOf(t) : t === 'other' ? 99 : 10);
  const tags = Object.entries(tagDefs)
    .filter(([id]) => used.has(id))
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([id, def]) => ({id, label: def.label ?? id, description: def.description ?? '', support: SUPPORT_TAGS.includes(id)}));
  return {integrations, tags};
}

export default function integrationsCatalog(context: LoadContext): Plugin<IntegrationCatalog> {
  return {
    name: 'integrations-catalog',
    getPathsToWatch: () => [path.join(context.siteDir, LIBRARIES_DIR, '**/*.{md,mdx}'), path.join(context.siteDir, 'tags.yml')],
    loadContent: async () => readCatalog(context.siteDir),
    async contentLoaded({content, actions}) {
      await actions.createData('catalog.json', JSON.stringify(content));
    },
  };
}

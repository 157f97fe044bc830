/**
 * Filters the sidebar outline (sidebars.outline.ts) to the docs that exist on disk, so a partly
 * written site builds with no broken link and no placeholder page (a page is real or absent). A category keeps
 * its index page as its link; a category with neither an index page nor any existing child is dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {OutlineItem} from './sidebars.outline';

/** The sidebar item shapes this site uses (a subset of Docusaurus' SidebarItemConfig). */
export type SidebarItem =
  | {type: 'doc'; id: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string};
      collapsed?: boolean;
      collapsible?: boolean;
    };

const docsDir = path.join(__dirname, 'docs');

/** True when `docs/<id>.md` or `docs/<id>.mdx` exists. */
export function docExists(id: string): boolean {
  return ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(docsDir, `${id}${ext}`)));
}

/** Filters one outline level to existing docs (see file comment). */
export function buildItems(items: OutlineItem[]): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const item of items) {
    if (item.type === 'doc') {
      if (docExists(item.id)) out.push({type: 'doc', id: item.id});
      continue;
    }
    const children = buildItems(item.items);
    const hasLink = item.link !== undefined && docExists(item.link);
    if (!hasLink && children.length === 0) continue;
    out.push({
      type: 'category',
      label: item.label,
      items: children,
      ...(hasLink ? {link: {type: 'doc', id: item.link!}} : {}),
      ...(item.collapsed === false ? {collapsed: false} : {}),
      ...(item.collapsible === false ? {collapsible: false} : {}),
    });
  }
  return out;
}


/**
 * Filters the sidebar outline (sidebars.outline.ts, Docusaurus shorthand) to the docs that exist on
 * disk, so a partly written site builds with no broken link and no placeholder page. A category
 * keeps its index page as its link; a category with neither an existing index page nor any existing
 * child is dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * One outline item in the Docusaurus sidebar shorthand this site uses: a doc id as a plain string
 * (`'guides/build/assets/defining-assets'`), or a category whose optional `link` is its index doc.
 */
export type OutlineItem = string | OutlineCategory;

/** A category of the outline (Docusaurus `SidebarItemCategoryConfig`, restricted to doc links). */
export interface OutlineCategory {
  type: 'category';
  label: string;
  /** The category's index page, when it has one. */
  link?: {type: 'doc'; id: string};
  /** Only `false` is used (expanded on first render); absent means the Docusaurus default. */
  collapsed?: boolean;
  /** Only `false` is used (always expanded); absent means the Docusaurus default. */
  collapsible?: boolean;
  items: OutlineItem[];
}

/** The expanded item shapes `sidebars.ts` hands to Docusaurus (a subset of its SidebarItemConfig). */
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

// Compile-time checks: the outline is valid Docusaurus sidebars input, and so is the filtered output.
const outlineIsDocusaurusInput: Record<string, OutlineItem[]> extends SidebarsConfig ? true : never = true;
const outputIsDocusaurusInput: Record<string, SidebarItem[]> extends SidebarsConfig ? true : never = true;
void outlineIsDocusaurusInput;
void outputIsDocusaurusInput;

const docsDir = path.join(__dirname, 'docs');

/** True when `docs/<id>.md` or `docs/<id>.mdx` exists. */
export function docExists(id: string): boolean {
  return ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(docsDir, `${id}${ext}`)));
}

/** Filters one outline level to existing docs and expands the shorthand (see file comment). */
export function buildItems(items: OutlineItem[]): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      if (docExists(item)) out.push({type: 'doc', id: item});
      continue;
    }
    const children = buildItems(item.items);
    const hasLink = item.link !== undefined && docExists(item.link.id);
    if (!hasLink && children.length === 0) continue;
    out.push({
      type: 'category',
      label: item.label,
      items: children,
      ...(hasLink ? {link: {type: 'doc', id: item.link!.id}} : {}),
      ...(item.collapsed === false ? {collapsed: false} : {}),
      ...(item.collapsible === false ? {collapsible: false} : {}),
    });
  }
  return out;
}

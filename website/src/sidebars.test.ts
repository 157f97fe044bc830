/**
 * The sidebar outline (website/sidebars.outline.ts) is spec/sidebars.md transcribed: the same five
 * sidebars, and in each the same categories (label, index link, collapsed/collapsible flags) and doc
 * ids in the same order. sidebars.md writes a category as
 *   `- [category] "Label" (collapsed: false; link: some/index; ...)`, optionally followed by ` — remark`,
 * and a doc as `- doc/id  (Title)`, nested by two spaces.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {SIDEBARS_OUTLINE_PATH} from '../../spec/reader';
import {outline} from '../sidebars.outline';
import type {OutlineItem} from '../sidebar-utils';

/** A sidebar item in one comparable shape: doc ids as strings, categories with only the set flags. */
type Node = string | {label: string; link?: string; collapsed?: false; collapsible?: false; items: Node[]};

/** Parses spec/sidebars.md into sidebar id -> items. */
function parseSpecOutline(md: string): Map<string, Node[]> {
  const sidebars = new Map<string, Node[]>();
  let stack: {indent: number; items: Node[]}[] = [];
  for (const line of md.split('\n')) {
    const heading = /^## \d+\. `(\w+)` sidebar/.exec(line);
    if (heading) {
      const items: Node[] = [];
      sidebars.set(heading[1], items);
      stack = [{indent: -1, items}];
      continue;
    }
    if (line.startsWith('## ')) stack = [];
    if (!stack.length) continue;
    const m = /^( *)- (.*)$/.exec(line);
    if (!m) continue;
    const indent = m[1].length;
    while (stack.length > 1 && stack[stack.length - 1].indent >= indent) stack.pop();
    const parent = stack[stack.length - 1].items;
    const cat = /^\[category\] "([^"]+)"(?: \(([^)]*)\))?(?: — .*)?$/.exec(m[2]);
    if (cat) {
      const opts = (cat[2] ?? '').split(';').map((o) => o.trim());
      const link = opts.find((o) => o.startsWith('link: '))?.slice('link: '.length);
      const node: Node = {
        label: cat[1],
        ...(link ? {link} : {}),
        ...(opts.includes('collapsed: false') ? {collapsed: false as const} : {}),
        ...(opts.includes('collapsible: false') ? {collapsible: false as const} : {}),
        items: [],
      };
      parent.push(node);
      stack.push({indent, items: node.items});
      continue;
    }
    const doc = /^([a-z0-9][\w./-]*)\s+\(/.exec(m[2]);
    if (doc) parent.push(doc[1]);
    // Other bullets, such as "(x is unlisted: not in this sidebar)", are remarks.
  }
  return sidebars;
}

function normalize(items: OutlineItem[]): Node[] {
  return items.map((it) =>
    typeof it === 'string'
      ? it
      : {
          label: it.label,
          ...(it.link ? {link: it.link.id} : {}),
          ...(it.collapsed === false ? {collapsed: false as const} : {}),
          ...(it.collapsible === false ? {collapsible: false as const} : {}),
          items: normalize(it.items),
        },
  );
}

const spec = parseSpecOutline(fs.readFileSync(SIDEBARS_OUTLINE_PATH, 'utf8'));

test('the outline has exactly the sidebars of spec/sidebars.md', () => {
  assert.deepEqual(Object.keys(outline), [...spec.keys()]);
  assert.deepEqual([...spec.keys()], ['docs', 'examples', 'integrations', 'dagsterPlus', 'api']);
});

for (const [name, items] of spec) {
  test(`sidebar ${name}: same categories and doc ids, in the same order, as spec/sidebars.md`, () => {
    assert.ok(items.length > 0, `spec/sidebars.md lists items for ${name}`);
    assert.deepEqual(normalize(outline[name] ?? []), items);
  });
}

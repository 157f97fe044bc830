/**
 * The five sidebars (docs, examples, integrations, dagsterPlus, api), built from the
 * outline in sidebars.outline.ts and filtered to the docs that exist (see sidebar-utils.ts).
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {outline} from './sidebars.outline';
import {buildItems} from './sidebar-utils';

const sidebars = Object.fromEntries(
  Object.entries(outline).map(([name, items]) => [name, buildItems(items)]),
) as SidebarsConfig;

export default sidebars;

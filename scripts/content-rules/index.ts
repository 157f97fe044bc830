/**
 * The rules of `npm run check:content`, in the order their findings are printed for each page.
 * Adding a rule: one file in this folder exporting a `ContentRule`, and one line below.
 */
import {frontmatter} from './frontmatter.ts';
import {indexLinks} from './index-links.ts';
import {integrationTags} from './integration-tags.ts';
import {placeholders} from './placeholders.ts';
import {proseMinimum} from './prose-minimum.ts';
import {python} from './python.ts';
import {pythonDefinitions} from './python-definitions.ts';
import {pythonTypes} from './python-types.ts';
import {siteLinks} from './site-links.ts';
import type {ContentRule} from './types.ts';
import {unsafeLinkSchemes} from './unsafe-link-schemes.ts';
import {yamlJson} from './yaml-json.ts';

export type {ContentRule, Finding} from './types.ts';
export {createContext, type RuleContext} from './context.ts';

export const rules: readonly ContentRule[] = [
  frontmatter,
  placeholders,
  proseMinimum,
  indexLinks,
  siteLinks,
  unsafeLinkSchemes,
  integrationTags,
  yamlJson,
  python,
  pythonTypes,
  pythonDefinitions,
];

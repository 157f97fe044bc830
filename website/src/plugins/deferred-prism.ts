/**
 * Keeps Prism out of the start-up of every page.
 *
 * The classic theme registers a client module, `lib/prism-include-languages`, that imports
 * prism-react-renderer and registers `themeConfig.prism.additionalLanguages` when the main bundle
 * starts. Evaluating Prism's grammars (each `insertBefore` walks every grammar) was the largest
 * single cost of main-bundle evaluation on Lighthouse's mobile preset (bench/pages.ts). This plugin
 * points that module at an empty one, in the client and the server compilation alike; the
 * languages are registered instead by src/components/CodeHighlight/HighlightedPre.tsx, the lazily
 * loaded part of the swizzled src/theme/CodeBlock/Content/String.tsx, before it first highlights.
 *
 * The alias key is the absolute path Docusaurus writes into `.docusaurus/client-modules.js`; if a
 * Docusaurus upgrade moves the module, `require.resolve` below fails the build instead of letting
 * the saving silently lapse.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

/** Absolute path of the classic theme's start-up Prism module, without its extension (as client-modules.js requires it). */
export const THEME_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');

export default function deferredPrism(): Plugin {
  return {
    name: 'deferred-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${THEME_PRISM_CLIENT_MODULE}$`]: path.resolve(__dirname, '../client/no-start-up-prism.ts'),
            [`${THEME_PRISM_CLIENT_MODULE}.js$`]: path.resolve(__dirname, '../client/no-start-up-prism.ts'),
          },
        },
      };
    },
  };
}

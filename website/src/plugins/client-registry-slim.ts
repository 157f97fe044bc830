/**
 * Drops the source-path strings from the route registry in the browser bundle.
 *
 * Docusaurus generates `.docusaurus/registry.js`, one entry per route chunk:
 * `[loader, "@site/docs/…/page.md", require.resolveWeak("@site/docs/…/page.md")]`. The middle
 * string is only read during static rendering (react-loadable's `Capture` reports it so the HTML
 * can preload the page's chunks); the browser never reads it. With ~530 entries those strings were
 * ~8 KB gzip of the main bundle that every page loads (doc-page JS budget, bench/budgets.json). This
 * plugin replaces them with `""` in the client compilation only; the server compilation, and so
 * the preload tags in the HTML, are unchanged.
 *
 * `strict: true` fails the build if the pattern stops matching (for example after a Docusaurus
 * upgrade changes the registry format), so the saving never silently lapses.
 */
import type {Plugin} from '@docusaurus/types';

/** `), "<module path>", require.resolveWeak(` in a registry entry. */
export const MODULE_PATH_PATTERN = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

/** The same entry with an empty module path. */
export const MODULE_PATH_REPLACEMENT = '), "", require.resolveWeak(';

export default function clientRegistrySlim(): Plugin {
  return {
    name: 'client-registry-slim',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              loader: 'string-replace-loader',
              options: {search: MODULE_PATH_PATTERN, replace: MODULE_PATH_REPLACEMENT, strict: true},
            },
          ],
        },
      };
    },
  };
}

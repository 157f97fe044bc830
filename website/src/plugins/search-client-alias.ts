/**
 * Aliases `algoliasearch/lite` to src/search/liteClient.ts so that the theme's /search page
 * queries our search server instead of Algolia's hosts (packages/search/docs/protocol.md, "Client wiring": "alias algoliasearch/lite
 * for it"). The DocSearch modal bundles its own client and is reached through
 * `transformSearchClient` in src/theme/SearchBar instead.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

export default function searchClientAlias(): Plugin {
  // `algoliasearch/lite` resolves to dist/lite/builds/node.* under Node; the browser build sits beside it.
  const upstreamBrowserBuild = path.join(path.dirname(require.resolve('algoliasearch/lite')), 'browser.js');
  return {
    name: 'search-client-alias',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.resolve(__dirname, '../search/liteClient.ts'),
            '@docs/algoliasearch-lite-upstream$': upstreamBrowserBuild,
          },
        },
      };
    },
  };
}

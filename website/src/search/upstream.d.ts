/** The real `algoliasearch/lite` browser build, under the alias set by src/plugins/search-client-alias.ts. */
declare module '@docs/algoliasearch-lite-upstream' {
  export * from 'algoliasearch/lite';
}

/** DocSearch's lazily loaded modal entry (same export as the package root). */
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

/** DocSearch's stylesheet entry (side effect only). */
declare module '@docsearch/react/style';

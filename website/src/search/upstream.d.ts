/** The real `algoliasearch/lite` browser build, under the alias set by src/plugins/search-client-alias.ts. */
declare module '@docs/algoliasearch-lite-upstream' {
  export * from 'algoliasearch/lite';
}

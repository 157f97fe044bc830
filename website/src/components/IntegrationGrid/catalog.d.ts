/** The JSON module written at build time by src/plugins/integrations-catalog.ts. */
declare module '@generated/integrations-catalog/default/catalog.json' {
  const catalog: import('./types').IntegrationCatalog;
  export default catalog;
}

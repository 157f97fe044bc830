/** Default absolute site URL for record urls (`--url` overrides). */
export const DEFAULT_SITE_URL = 'https://docs.dagster.io';

/** Shapes of the integrations catalog (src/plugins/integrations-catalog.ts writes it, IntegrationGrid reads it). */

/** One integration page. */
export interface IntegrationEntry {
  /** Frontmatter `sidebar_label` or `title`. */
  title: string;
  /** Frontmatter `description` (one or two sentences). */
  description: string;
  /** Route of the page (`/integrations/libraries/dlt`). */
  href: string;
  /** Frontmatter tag ids, e.g. `["dagster-supported", "etl"]` (requirements §2.2, tags.yml). */
  tags: string[];
}

/** A tag of tags.yml that at least one integration uses. */
export interface IntegrationTag {
  id: string;
  label: string;
  description: string;
  /** Who maintains it (dagster-supported / community-supported) rather than a kind of tool. */
  support: boolean;
}

export interface IntegrationCatalog {
  /** Sorted by title. */
  integrations: IntegrationEntry[];
  /** Support tags first, then categories alphabetically, `other` last. */
  tags: IntegrationTag[];
}

/**
 * The integrations index as a card grid filterable by tag (tags: requirements §2.2,
 * tags.yml). Import it explicitly in the index page:
 * `import IntegrationGrid from '@site/src/components/IntegrationGrid';`.
 *
 * Every integration page is a card (the catalog is read from the pages' frontmatter at build time,
 * src/plugins/integrations-catalog.ts), and all cards are in the server-rendered HTML, so the list
 * stays complete for readers without JavaScript, for crawlers and for the search indexer. Two
 * groups of toggle buttons (support, category) narrow the grid; a live region says how many are
 * shown. `?tag=<id>` in the URL preselects a tag (applied after hydration).
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import catalog from '@generated/integrations-catalog/default/catalog.json';
import type {IntegrationCatalog, IntegrationTag} from './types';
import styles from './styles.module.css';

/** Integrations matching both selections (`null` = any). */
export function filterIntegrations(c: IntegrationCatalog, support: string | null, category: string | null) {
  return c.integrations.filter((i) => (!support || i.tags.includes(support)) && (!category || i.tags.includes(category)));
}

function TagButtons({
  label,
  tags,
  selected,
  onSelect,
}: {
  label: string;
  tags: IntegrationTag[];
  selected: string | null;
  onSelect: (id: string | null) => void;
}): ReactNode {
  return (
    <div className={styles.filterGroup} role="group" aria-label={label}>
      <span className={styles.filterLabel} aria-hidden="true">
        {label}
      </span>
      <button type="button" className={styles.chip} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        all
      </button>
      {tags.map((t) => (
        <button key={t.id} type="button" className={styles.chip} aria-pressed={selected === t.id} title={t.description} onClick={() => onSelect(selected === t.id ? null : t.id)}>
          {t.label}
        </button>
      ))}
    </div>
  );
}

export default function IntegrationGrid(): ReactNode {
  const supportTags = useMemo(() => catalog.tags.filter((t) => t.support), []);
  const categoryTags = useMemo(() => catalog.tags.filter((t) => !t.support), []);
  const [support, setSupport] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);

  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('tag');
    if (supportTags.some((t) => t.id === wanted)) setSupport(wanted);
    if (categoryTags.some((t) => t.id === wanted)) setCategory(wanted);
  }, [supportTags, categoryTags]);

  const shown = filterIntegrations(catalog, support, category);
  const total = catalog.integrations.length;
  return (
    <div className={styles.root}>
      <div className={styles.filters}>
        <TagButtons label="Support" tags={supportTags} selected={support} onSelect={setSupport} />
        <TagButtons label="Category" tags={categoryTags} selected={category} onSelect={setCategory} />
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {shown.length === total ? `${total} integrations` : `${shown.length} of ${total} integrations`}
      </p>
      <ul className={styles.grid}>
        {shown.map((i) => (
          <li key={i.href} className={styles.item}>
            <Link to={i.href} className={styles.card}>
              <span className={styles.title}>{i.title}</span>
              <span className={styles.description}>{i.description}</span>
              <span className={styles.tags}>
                {i.tags.map((t) => (
                  <span key={t} className={t === 'community-supported' ? `${styles.tag} ${styles.tagCommunity}` : styles.tag}>
                    {t}
                  </span>
                ))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A grid of link cards (the home page's main journeys). Import it explicitly in an
 * `.mdx` page: `import Cards from '@site/src/components/Cards';`. Each card is one link (title,
 * one-sentence description, optional eyebrow label), so the whole card is clickable and is read
 * by screen readers as one link. Rendered on the server: every link is in the built HTML.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** One card: where it goes and what it says. */
export interface CardItem {
  /** Card heading (also the link's accessible name, with the description). */
  title: string;
  /** Site path (`/getting-started/quickstart`) or outside URL. */
  href: string;
  /** One sentence on what the reader gets there. */
  description: string;
  /** Small label above the title (`Start here`, `Reference`). */
  eyebrow?: string;
}

export default function Cards({items}: {items: CardItem[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.href} className={styles.item}>
          <Link to={item.href} className={styles.card}>
            {item.eyebrow && <span className={styles.eyebrow}>{item.eyebrow}</span>}
            <span className={styles.title}>{item.title}</span>
            <span className={styles.description}>{item.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

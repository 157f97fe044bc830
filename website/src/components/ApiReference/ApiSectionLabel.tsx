import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Divider naming an upstream section of an API page. Deliberately not a heading: symbols stay at
 * h2 so each is its own search record (lvl2) and table-of-contents entry.
 */
export default function ApiSectionLabel({title}: {title: string}): ReactNode {
  return (
    <div className={styles.sectionLabel}>
      <span>{title}</span>
    </div>
  );
}

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import styles from './styles.module.css';

const KIND_LABELS: Record<string, string> = {
  'cli-command': 'command',
  'env-var': 'env var',
  'abstract-property': 'abstract property',
  'final-method': 'final method',
  staticmethod: 'static method',
  classmethod: 'class method',
  abstractmethod: 'abstract method',
};

/** Kind of a symbol or member: class, function, decorator, resource, property, ... */
export function KindBadge({kind}: {kind: string}): ReactNode {
  return (
    <span className={clsx(styles.badge, styles.kindBadge)} data-kind={kind}>
      {KIND_LABELS[kind] ?? kind}
    </span>
  );
}

const LIFECYCLE = new Set(['beta', 'preview', 'superseded', 'deprecated']);

const LIFECYCLE_TITLES: Record<string, string> = {
  beta: 'Beta: may change without a deprecation period. Read about API lifecycle stages.',
  preview: 'Preview: early and unstable. Read about API lifecycle stages.',
  superseded: 'Superseded: a better alternative exists. Read about API lifecycle stages.',
  deprecated: 'Deprecated: scheduled for removal. Read about API lifecycle stages.',
};

/**
 * Lifecycle stage badge (beta, preview, superseded, deprecated), linking to its explanation on
 * /api/api-lifecycle. Other status flags (internal, legacy) render as a plain badge.
 */
export function LifecycleBadge({flag, small}: {flag: string; small?: boolean}): ReactNode {
  if (!LIFECYCLE.has(flag)) {
    return <span className={clsx(styles.badge, styles.statusBadge, small && styles.small)}>{flag}</span>;
  }
  return (
    <Link
      to={`/api/api-lifecycle#${flag}`}
      className={clsx(styles.badge, styles.lifecycleBadge, styles[`lifecycle_${flag}`], small && styles.small)}
      title={LIFECYCLE_TITLES[flag]}>
      {flag}
    </Link>
  );
}

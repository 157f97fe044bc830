/**
 * `<AddedIn version="1.10.4" />`: a small inline badge reading "Added in 1.10.4", for features
 * that need a later patch of the release the site documents (the site names 1.10 as a whole). Registered for
 * every MDX page in `src/theme/MDXComponents.tsx`, so pages use it without an import; the API
 * reference renders it from the `addedIn` fields of `src/api/descriptions/*.json`.
 *
 * The visible text is the accessible name (no icon-only state), and the colours meet WCAG AA
 * contrast (at least 4.5:1) in both colour modes; see `styles.module.css`.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A release number as `major.minor.patch`, for example `1.10.4`. */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+$/;

export interface AddedInProps {
  /** The release that brought the feature, as `major.minor.patch` (`1.10.4`). */
  version: string;
  /**
   * Text before the version. Defaults to `Added in`; use another phrase for other milestones,
   * for example `Generally available in` or `Deprecated in`.
   */
  label?: string;
  /** Extra class names for the badge. */
  className?: string;
}

/**
 * Renders the badge as an inline `<span>`.
 *
 * @throws Error when `version` is not `major.minor.patch`, so that a typo fails the site build
 *   instead of publishing a wrong release number.
 */
export default function AddedIn({version, label = 'Added in', className}: AddedInProps): ReactNode {
  if (!RELEASE_VERSION.test(version)) {
    throw new Error(`<AddedIn>: version must look like 1.10.4, got ${JSON.stringify(version)}`);
  }
  return (
    <span className={clsx(styles.addedIn, className)} data-added-in={version}>
      {label} {version}
    </span>
  );
}

/**
 * The unhighlighted stand-in for a code block's content box and the props both share. Kept apart from
 * HighlightedPre.tsx so that the main bundle, which renders this fallback, never imports Prism.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** Props of HighlightedPre and PlainPre: the block's code (lines already parsed), its language and theme, and per-line classes. */
export interface HighlightedPreProps {
  code: string;
  /** Prism language name, lower case; `text` when none. */
  language: string;
  prismTheme: PrismTheme;
  /** Magic-comment classes per line index. */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

/**
 * What a code block shows while HighlightedPre.tsx loads after a client-side navigation: the same
 * `<pre>` box and text in the theme's plain colours, so nothing moves when the tokens arrive. (On a
 * first page load the server's highlighted HTML stays in place instead: React keeps a suspended
 * boundary's server markup until it can hydrate it.)
 */
export default function PlainPre({code, language, prismTheme, lineClassNames, showLineNumbers}: HighlightedPreProps): ReactNode {
  return (
    <div className={styles.codeBlockContent}>
    <pre
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      className={clsx('prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={{color: prismTheme.plain.color, backgroundColor: prismTheme.plain.backgroundColor}}>
      <code className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}>
        {code.split('\n').map((text, i) => (
          <span key={i} className={clsx('token-line', lineClassNames[i])}>
            {text}
            <br />
          </span>
        ))}
      </code>
    </pre>
    </div>
  );
}

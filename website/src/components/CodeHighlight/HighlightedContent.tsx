/**
 * The content box of a code block: prism-react-renderer's tokens rendered as the classic theme
 * renders them, with the copy and word-wrap buttons. This module is loaded on demand (React.lazy in
 * src/theme/CodeBlock/Content/String.tsx), so Prism, its bundled grammars and the additional
 * languages of `themeConfig.prism.additionalLanguages` are evaluated when a page first shows code,
 * not while every page's main bundle starts (Prism's grammar set-up was the largest
 * single cost of main-bundle evaluation, ~130 ms on Lighthouse's 4x CPU slowdown).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight, Prism, type Language} from 'prism-react-renderer';
import {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import type {HighlightedPreProps} from './PlainPre';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

// Once per bundle: the additional languages register themselves on Prism (the classic theme does
// this in a client module at start-up; src/plugins/deferred-prism.ts turns that module off).
prismIncludeLanguages(Prism);

/**
 * A code block's content box: the highlighted `<pre>` and its copy and word-wrap buttons. The
 * word-wrap hook lives here, beside the `<pre>` its ref measures, so that it never runs while the
 * `<pre>` is still server markup waiting for this module.
 */
export default function HighlightedContent({code, language, prismTheme, lineClassNames, showLineNumbers}: HighlightedPreProps): ReactNode {
  const wordWrap = useCodeWordWrap();
  return (
    <div className={styles.codeBlockContent}>
      <Highlight theme={prismTheme} code={code} language={language as Language}>
        {({className, style, tokens, getLineProps, getTokenProps}) => (
          <pre
            /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
            tabIndex={0}
            ref={wordWrap.codeBlockRef}
            className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
            style={style}>
            <code className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}>
              {tokens.map((line, i) => (
                <Line key={i} line={line} getLineProps={getLineProps} getTokenProps={getTokenProps} classNames={lineClassNames[i]} showLineNumbers={showLineNumbers} />
              ))}
            </code>
          </pre>
        )}
      </Highlight>
      <div className={styles.buttonGroup}>
        {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
          <WordWrapButton className={styles.codeButton} onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />
        )}
        <CopyButton className={styles.codeButton} code={code} />
      </div>
    </div>
  );
}

import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig, usePrismTheme} from '@docusaurus/theme-common';
import {
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  containsLineNumbers,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';

import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import PlainPre, {type HighlightedPreProps} from '@site/src/components/CodeHighlight/PlainPre';
import {whenCodeIsNear} from '@site/src/components/CodeHighlight/when-code-is-near';

/**
 * Prism and its grammars load when the page's first code block nears the viewport
 * (when-code-is-near.ts), not with the main bundle
 * (src/components/CodeHighlight/HighlightedContent.tsx says why). Ejected from the classic theme's
 * CodeBlock/Content/String (3.7.0); the only change is that the content box (`<pre>` and buttons) is this lazy component.
 */
const HighlightedContent = lazy(() => whenCodeIsNear().then(() => import('@site/src/components/CodeHighlight/HighlightedContent')));

// Prism languages are always lowercase
// We want to fail-safe and allow both "php" and "PHP"
// See https://github.com/facebook/docusaurus/issues/9012
function normalizeLanguage(language: string | undefined): string | undefined {
  return language?.toLowerCase();
}

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): ReactNode {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  const language = normalizeLanguage(
    languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage,
  );

  const prismTheme = usePrismTheme();

  // We still parse the metastring in case we want to support more syntax in the
  // future. Note that MDX doesn't strip quotes when parsing metastring:
  // "title=\"xyz\"" => title: "\"xyz\""
  const title = parseCodeBlockTitle(metastring) || titleProp;

  const {lineClassNames, code} = parseLines(children, {
    metastring,
    language,
    magicComments,
  });
  const showLineNumbers =
    showLineNumbersProp ?? containsLineNumbers(metastring);
  const pre: HighlightedPreProps = {
    code,
    language: language ?? 'text',
    prismTheme,
    lineClassNames,
    showLineNumbers,
  };

  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language &&
          !blockClassName.includes(`language-${language}`) &&
          `language-${language}`,
      )}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <Suspense fallback={<PlainPre {...pre} />}>
        <HighlightedContent {...pre} />
      </Suspense>
    </Container>
  );
}

/**
 * Adds the page's frontmatter `search_questions` (the questions the page answers, in readers' words;
 * CONTENT-GUIDE.md "Search questions") to the head as `<meta name="docsearch:questions">`, the
 * DocSearch convention for an extra record attribute. Our indexer stores them on the page's lvl1
 * record as `questions` (packages/search/docs/protocol.md). Nothing is shown on the page.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/** Separator between questions in the meta tag's content (the indexer reads it as plain text). */
const QUESTION_SEPARATOR = ', ';

/** The questions of a frontmatter value: strings only, trimmed, empty ones dropped. */
export function searchQuestions(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((q): q is string => typeof q === 'string').map((q) => q.trim()).filter(Boolean);
}

export default function DocItemMetadataWrapper(props: ComponentProps<typeof Metadata>): ReactNode {
  const {frontMatter} = useDoc();
  const questions = searchQuestions((frontMatter as Record<string, unknown>).search_questions);
  return (
    <>
      <Metadata {...props} />
      {questions.length > 0 && (
        <Head>
          <meta name="docsearch:questions" content={questions.join(QUESTION_SEPARATOR)} />
        </Head>
      )}
    </>
  );
}

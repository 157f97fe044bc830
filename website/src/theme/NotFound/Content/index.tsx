/**
 * The not-found page's content, as the theme renders it, plus a meta description (the theme's page
 * sets only a title; Lighthouse SEO "Document has a meta description" counts the 404 page too).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';

/** What a reader who lands here can do, in the site's own words. */
export const NOT_FOUND_DESCRIPTION = 'This page of the Dagster documentation does not exist. Search the docs or start from the home page to find what you need.';

export default function NotFoundContentWrapper(props: ComponentProps<typeof Content>): ReactNode {
  return (
    <>
      <PageMetadata description={NOT_FOUND_DESCRIPTION} />
      <Content {...props} />
    </>
  );
}

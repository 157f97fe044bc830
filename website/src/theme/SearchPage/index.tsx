/**
 * The /search page with a meta description (the theme's page sets only a title, so search
 * engines and link previews had nothing to show; Lighthouse SEO "Document has a meta
 * description"). The page itself is the theme's own.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

/** What the page offers, in the site's own words (at most ~155 characters, the length search engines show). */
export const SEARCH_PAGE_DESCRIPTION =
  'Search every Dagster guide, tutorial, integration, Dagster+ page and API reference entry, with all matching sections listed.';

export default function SearchPageWrapper(props: ComponentProps<typeof SearchPage>): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content={SEARCH_PAGE_DESCRIPTION} />
        <meta property="og:description" content={SEARCH_PAGE_DESCRIPTION} />
      </Head>
      <SearchPage {...props} />
    </>
  );
}

/**
 * The /search page, as the theme renders it, with two fixes:
 *
 * - A meta description (the theme's page sets only a title, so search engines and link previews
 *   had nothing to show; Lighthouse SEO "Document has a meta description").
 * - No hydration mismatch on `/search?q=…`. The server renders the page without a query ("Search
 *   the documentation", no results); the theme's page reads `q` from the browser's history during
 *   hydration, renders "Search results for …" instead, and React discards the server HTML with
 *   errors #418/#423/#425 and re-renders the whole page, footer included (a layout shift of about
 *   0.5). Until the page is interactive this wrapper hands the page a view of the history whose
 *   query string is empty, as on the server; then the real history takes over, the query appears
 *   and the search starts — an ordinary update, no errors.
 */
import React, {useMemo, type ComponentProps, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory} from '@docusaurus/router';
import {__HistoryContext as HistoryContext} from 'react-router';
import SearchPage from '@theme-original/SearchPage';

/** What the page offers, in the site's own words (under the ~155 characters search engines show). */
export const SEARCH_PAGE_DESCRIPTION =
  'Search every Dagster guide, tutorial, integration, Dagster+ page and API reference entry, with all matching sections listed.';

export default function SearchPageWrapper(props: ComponentProps<typeof SearchPage>): ReactNode {
  const history = useHistory();
  const hydrated = useIsBrowser();
  // The history as the server saw it: same object and methods, location without its query string.
  const serverView = useMemo(() => ({...history, location: {...history.location, search: ''}}), [history]);
  return (
    <>
      <PageMetadata description={SEARCH_PAGE_DESCRIPTION} />
      <HistoryContext.Provider value={hydrated ? history : serverView}>
        <SearchPage {...props} />
      </HistoryContext.Provider>
    </>
  );
}

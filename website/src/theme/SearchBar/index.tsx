/**
 * The navbar search box: the unmodified DocSearch button and modal (requirements §2.5, 4.2, 9), querying our
 * own search server. Replaces the theme's SearchBar because Docusaurus 3.7 serialises themeConfig to
 * JSON, so `transformSearchClient` (the only way into the modal's bundled client, packages/search/docs/protocol.md, "Client wiring") must
 * be passed from code. Also: no preconnect to Algolia's hosts, the insights library is bundled and
 * initialised against our server, and a warning is logged when storage is unavailable (requirements §7.2).
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {checkStorage} from '../../search/storage';
import {SearchButton} from '../../search/SearchButton';
import {useSearchShortcuts} from '../../search/useSearchShortcuts';
import {takeEarlySearchKeys} from '../../search/early-keys';

type AlgoliaConfig = Omit<DocSearchProps, 'transformSearchClient'> & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
};

type ModalBundle = typeof import('../../search/modal-bundle');

let bundle: ModalBundle | null = null;

/**
 * Loads the modal, its styles, our search client and the insights library on first use, keeping
 * all of DocSearch's JavaScript out of page load (src/search/modal-bundle.ts).
 */
function loadModal(): Promise<ModalBundle> {
  if (bundle) return Promise.resolve(bundle);
  // The stylesheet is a dynamic import of its own: @docsearch/react declares no side effects, so a
  // plain `import '@docsearch/react/style'` would be tree-shaken away.
  return Promise.all([import('../../search/modal-bundle'), import('@docsearch/react/style')]).then(([b]) => (bundle = b));
}

function ResultsFooter({state, onClose}: {state: {query: string; context: {nbHits?: unknown}}; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** Requirements §8 no-results screen: "Believe this query should return results? Let us know." opens a prefilled docs issue. */
function getMissingResultsUrl({query}: {query: string}): string {
  const title = `Docs search: no results for "${query}"`;
  return `https://github.com/dagster-io/dagster/issues/new?labels=documentation&title=${encodeURIComponent(title)}`;
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const {contextualSearch: _contextual, externalUrlRegex, searchPagePath, ...props} = algolia;
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // Stable for the page's life: DocSearch memoises its client on [appId, apiKey, transformSearchClient].
  // Runs only once the modal is open, so the bundle is loaded by then.
  const transformSearchClient = useCallback<NonNullable<DocSearchProps['transformSearchClient']>>(() => {
    const {liteClient, resolveSearchHosts, configuredSearchHosts} = bundle!;
    const client = liteClient(props.appId, props.apiKey, {hosts: resolveSearchHosts(configuredSearchHosts())});
    client.addAlgoliaAgent('docsearch', '3.8.3');
    client.addAlgoliaAgent('docusaurus', '3.7.0');
    return client as unknown as ReturnType<NonNullable<DocSearchProps['transformSearchClient']>>;
  }, [props.appId, props.apiKey]);

  const navigator = useMemo<DocSearchProps['navigator']>(
    () => ({
      navigate({itemUrl}) {
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [externalUrlRegex, history],
  );

  const transformItems = useCallback<NonNullable<DocSearchProps['transformItems']>>(
    (items) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );

  const openModal = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    checkStorage();
    // Bundle already here (preloaded on idle, hover or focus): open in this event, so React renders
    // the modal at the event's discrete priority instead of in a later scheduled task.
    if (bundle) setIsOpen(true);
    else void loadModal().then(() => setIsOpen(true));
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // Requirements §2.5: Ctrl/Cmd+F stays the browser's find.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  // a shortcut pressed before hydration was recorded by the inline head script
  // (src/search/early-keys.ts); stop it and open the modal once. Runs before the shortcut hook's
  // effect below, in the same commit, so no key is handled twice or lost in between.
  useEffect(() => {
    if (takeEarlySearchKeys() > 0) openModal();
  }, [openModal]);

  // Preload the modal bundle when the browser is idle, so the first Ctrl+K opens it at once.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadModal(), {timeout: 4000});
    return () => cancel(handle);
  }, []);

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput, buttonRef: searchButtonRef});

  const resultsFooterComponent = useCallback<NonNullable<DocSearchProps['resultsFooterComponent']>>(
    ({state}) => <ResultsFooter state={state as never} onClose={closeModal} />,
    [closeModal],
  );

  return (
    <>
      <SearchButton
        onTouchStart={() => void loadModal()}
        onFocus={() => void loadModal()}
        onMouseOver={() => void loadModal()}
        onClick={openModal}
        ref={searchButtonRef}
      />
      {isOpen &&
        bundle &&
        container.current &&
        createPortal(
          <bundle.DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit as DocSearchProps['hitComponent']}
            transformSearchClient={transformSearchClient}
            {...(searchPagePath ? {resultsFooterComponent} : {})}
            placeholder={translations.placeholder}
            getMissingResultsUrl={getMissingResultsUrl}
            {...props}
            translations={translations.modal}
          />,
          container.current,
        )}
    </>
  );
}

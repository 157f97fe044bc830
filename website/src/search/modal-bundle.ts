/**
 * Everything the search modal needs, loaded together on first use (focus, hover, touch or a
 * shortcut) so none of it weighs on page load (doc-page JS budget: 200 KB gzip, bench/budgets.json): the DocSearch modal
 * (its stylesheet is loaded beside it by the SearchBar), our search client (pointed at our hosts) and the insights library.
 */
import './insights';

export {DocSearchModal} from '@docsearch/react/modal';
export {liteClient, configuredSearchHosts} from './liteClient';
export {resolveSearchHosts} from './hosts';

/**
 * react-router 5.3 exports the context `useHistory()` reads as `__HistoryContext`; its published
 * types (@types/react-router) do not declare it. Used by src/theme/SearchPage to give the page's
 * first (hydration) render the same query string the server rendered with.
 */
import type {Context} from 'react';
import type {History} from 'history';

declare module 'react-router' {
  export const __HistoryContext: Context<History>;
}

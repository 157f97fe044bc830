/**
 * Makes the DocSearch modal's error screen reachable (requirements §4.2 and 8: "Unable to fetch results /
 * You might want to check your network connection." when every search host fails).
 *
 * Upstream bug: DocSearch sets the autocomplete status to `error` when the client throws a
 * RetryError, but the autocomplete-core it bundles (1.17.9, in @docsearch/react 3.8.3 and 3.9.0)
 * resets the status to `idle` in the `finally` of its `onInput` request chain, which runs right
 * after. The error screen can therefore never render. This plugin rewrites that one `finally` in
 * the bundled file at build time so an `error` status survives; the next keystroke sets `loading`
 * as before. Nothing else in the modal changes.
 *
 * The replacement is matched by a pattern over the minified code; `strict: true` fails the build if
 * it does not match exactly once (for example after a DocSearch upgrade), so it never silently lapses.
 */
import type {Plugin} from '@docusaurus/types';

/** `finally(function(){ setStatus("idle"), timer && env.clearTimeout(timer) }); return store.pendingRequests.add(...)` */
export const FINALLY_PATTERN =
  /\.finally\(\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\)\);return (\w+)\.pendingRequests\.add\(/;

/** The same code, keeping an `error` status set by DocSearch. */
export const FINALLY_REPLACEMENT =
  '.finally((function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)}));return $4.pendingRequests.add(';

export default function docsearchErrorStatus(): Plugin {
  return {
    name: 'docsearch-error-status',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
              loader: 'string-replace-loader',
              options: {search: FINALLY_PATTERN, replace: FINALLY_REPLACEMENT, strict: true},
            },
          ],
        },
      };
    },
  };
}

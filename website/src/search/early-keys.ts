/**
 * Search shortcuts pressed before the page is interactive (requirements §2.5).
 *
 * `EARLY_KEYS_SCRIPT` is a static inline script put in `<head>` (docusaurus.config.ts `headTags`):
 * until React hydrates, it records Ctrl/Cmd+K, and `/` outside editable fields, and stops the
 * browser's default action. The SearchBar calls {@link takeEarlySearchKeys} when it mounts, which
 * removes that listener (the React one takes over in the same commit) and says how many keys were
 * recorded, so the modal opens once. The script text never changes at run time, so a
 * Content-Security-Policy can allow it by its hash.
 */

/** Name of the global the inline script defines: a function that stops it and returns the count. */
export const EARLY_KEYS_GLOBAL = '__docsEarlySearchKeys';

/** The inline script (ES5, no dependencies, ~0.4 KB). */
export const EARLY_KEYS_SCRIPT = `(function(){var n=0;function h(e){var k=(e.key||'').toLowerCase(),t=e.target,ed=t&&(t.isContentEditable||/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName||''));if(((e.metaKey||e.ctrlKey)&&k==='k')||(k==='/'&&!ed&&!e.metaKey&&!e.ctrlKey&&!e.altKey)){e.preventDefault();n++;}}window.addEventListener('keydown',h);window.${EARLY_KEYS_GLOBAL}=function(){window.removeEventListener('keydown',h);window.${EARLY_KEYS_GLOBAL}=function(){return 0;};return n;};})();`;

/**
 * Stops the inline recorder and returns how many search shortcuts it saw (0 when the script is
 * absent or was already stopped). Browser only.
 */
export function takeEarlySearchKeys(): number {
  const take = (window as unknown as Record<string, (() => number) | undefined>)[EARLY_KEYS_GLOBAL];
  return typeof take === 'function' ? take() : 0;
}

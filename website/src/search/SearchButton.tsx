/**
 * The navbar search button, rendered without DocSearch's JavaScript (which loads on first use).
 * It carries DocSearch's class names, so the DocSearch stylesheet styles it exactly like
 * `DocSearchButton`: magnifier, the label "Search" (requirements §9) and the Ctrl/⌘ K hint.
 */
import React, {forwardRef, useEffect, useState, type ButtonHTMLAttributes} from 'react';

/** True on Apple platforms, where the shortcut is ⌘ K. */
function isApple(): boolean {
  return typeof navigator !== 'undefined' && /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

export const SearchButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function SearchButton(props, ref) {
    // The key hint depends on the platform, known only in the browser (no hydration mismatch).
    const [modifier, setModifier] = useState<string | null>(null);
    useEffect(() => setModifier(isApple() ? '⌘' : 'Ctrl'), []);
    // The accessible name holds the visible text word for word ("Search Ctrl K"), as WCAG 2.5.3
    // (label in name) asks; aria-keyshortcuts names the keys for assistive technology.
    const label = modifier === null ? 'Search' : `Search ${modifier} K`;
    return (
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={label}
        aria-keyshortcuts={modifier === '⌘' ? 'Meta+K /' : 'Control+K /'}
        {...props}
        ref={ref}>
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
              stroke="currentColor"
              fill="none"
              fillRule="evenodd"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>{' '}
        <span className="DocSearch-Button-Keys">
          {modifier !== null && (
            <>
              <kbd className={`DocSearch-Button-Key${modifier === 'Ctrl' ? ' DocSearch-Button-Key--ctrl' : ''}`}>{modifier}</kbd>{' '}
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
    );
  },
);

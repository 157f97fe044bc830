/**
 * Keyboard shortcuts of the search box (requirements §2.5), without loading DocSearch until first use:
 * - Ctrl/Cmd+K toggles the modal;
 * - `/` opens it when focus is not in an editable field;
 * - Escape closes it;
 * - a letter or digit typed while the search button has focus opens it with that key as the query;
 * - Ctrl/Cmd+F is left to the browser.
 * Same contract as DocSearch's `useDocSearchKeyboardEvents`, so the modal behaves as it documents.
 */
import {useEffect, type RefObject} from 'react';

/** Handlers the hook calls. */
export interface SearchShortcutHandlers {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Called with the keydown event of a character typed on the focused search button. */
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** True when the event target takes text (inputs, textareas, selects, contenteditable). */
export function isEditingContent(event: KeyboardEvent): boolean {
  const el = event.composedPath()[0] as HTMLElement | undefined;
  if (!el || !(el instanceof HTMLElement)) return false;
  const tag = el.tagName;
  return el.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

/** Registers the shortcuts on `window` while mounted. */
export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, buttonRef}: SearchShortcutHandlers): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const toggle = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !isOpen && !isEditingContent(event);
      if ((event.key === 'Escape' && isOpen) || toggle || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (buttonRef.current && buttonRef.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key)) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}

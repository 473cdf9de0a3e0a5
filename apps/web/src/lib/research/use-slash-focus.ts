import { useEffect, type RefObject } from 'react';

/** True when a key press belongs to a field (typing, choosing) rather than to the page. */
export function isFieldTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** '/' focuses the search box, unless another field has the keyboard or a dialog is open. */
export function useSlashFocus(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isFieldTarget(event.target) || !input.current) return;
      if (document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      input.current.focus();
      input.current.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

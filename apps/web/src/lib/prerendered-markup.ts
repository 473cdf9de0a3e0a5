import type { Language } from '@postradar/i18n';
import { routerState } from './router-state';
import { session } from './session/session-storage';

/**
 * Whether the app may take over the markup the server sent in `container` (a page rendered ahead
 * at build time for a visitor without a session, at an address without a query) rather than draw
 * its own: only when its first render is sure to be the same, in the same language, for a visitor
 * without a session, without a query or router state that the markup could not know of.
 * Otherwise the app draws its own page, which replaces the markup when it is ready.
 */
export function canHydrate(container: HTMLElement, language: Language): boolean {
  return (
    container.dataset.language === language &&
    window.location.search === '' &&
    routerState() == null &&
    session.getAccessToken() === null
  );
}

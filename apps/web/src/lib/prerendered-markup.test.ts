import { afterEach, describe, expect, it } from 'vitest';
import { canHydrate } from './prerendered-markup';
import { session } from './session/session-storage';

function rootWith(language?: string) {
  const container = document.createElement('div');
  if (language) container.dataset.language = language;
  return container;
}

describe('canHydrate', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('takes over markup rendered ahead in the language the app starts in', () => {
    window.history.replaceState(null, '', '/login');
    expect(canHydrate(rootWith('vi'), 'vi')).toBe(true);
    // A reload keeps the router's entry, without state of its own.
    window.history.replaceState({ usr: null, key: 'k1', idx: 0 }, '', '/login');
    expect(canHydrate(rootWith('vi'), 'vi')).toBe(true);
  });

  it('draws its own page over markup in another language, or over no markup', () => {
    window.history.replaceState(null, '', '/login');
    expect(canHydrate(rootWith('en'), 'vi')).toBe(false);
    expect(canHydrate(rootWith(), 'en')).toBe(false);
  });

  it('and where its first render may differ: a query, router state, a session', () => {
    window.history.replaceState(null, '', '/login?error=access_denied');
    expect(canHydrate(rootWith('en'), 'en')).toBe(false);
    window.history.replaceState({ usr: { message: 'Session ended' } }, '', '/login');
    expect(canHydrate(rootWith('en'), 'en')).toBe(false);
    window.history.replaceState(null, '', '/login');
    session.setAccessToken('token');
    expect(canHydrate(rootWith('en'), 'en')).toBe(false);
  });
});

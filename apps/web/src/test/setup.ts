import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Minimal set-up for React tests in happy-dom (apps/web and packages/ui).

// Mantine reads media queries and observes element sizes; provide both where the DOM lacks them.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
});

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { fixedMediaQueryList } from '@postradar/ui/test/media-queries';
import { markFirstScreenDrawn } from '../lib/first-screen-drawn';

/**
 * Setup of the `web` vitest project (happy-dom): the browser APIs Mantine needs and happy-dom
 * lacks, a clean DOM and storage after every test, and, for apps/web tests, a failure on any
 * console.error (a test that expects one spies on console.error itself).
 */

// How long findBy… and waitFor wait for the DOM: Testing Library's one second is too short for a
// screen's first render on a busy 2-core machine running the database suites beside it.
configure({ asyncUtilTimeout: 10_000 });

// A test renders one part of the app: what waits for the first screen to be drawn goes ahead.
markFirstScreenDrawn();

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => fixedMediaQueryList(query, false),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

if (!('IntersectionObserver' in window)) {
  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    configurable: true,
    value: IntersectionObserverStub,
  });
}

window.HTMLElement.prototype.scrollIntoView ??= () => undefined;

const consoleErrors: unknown[][] = [];
const originalConsoleError = console.error.bind(console);

beforeEach(() => {
  consoleErrors.length = 0;
  const testPath = expect.getState().testPath ?? '';
  if (!testPath.includes('/apps/web/')) return;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map(String).join(' ') ?? '';
    consoleErrors.length = 0;
    throw new Error(`console.error was called during the test: ${first}`);
  }
});

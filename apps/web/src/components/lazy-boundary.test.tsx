import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { LazyBoundary } from './lazy-boundary';

describe('LazyBoundary', () => {
  it('shows the load-failure message with a retry and logs the failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    renderWithProviders(
      <LazyBoundary name="posts screen">
        <Broken />
      </LazyBoundary>,
    );
    const alert = await screen.findByTestId('page-load-error');
    expect(alert.textContent).toContain('Sorry, there was a problem loading the page.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(
      consoleError.mock.calls.some((call) =>
        String(call[0]).includes('[page-load] posts screen failed to load'),
      ),
    ).toBe(true);
  });

  it('shows the loading placeholder only after 200 ms', async () => {
    vi.useFakeTimers();
    const Never = lazy(() => new Promise<never>(() => undefined));
    renderWithProviders(
      <LazyBoundary name="slow">
        <Never />
      </LazyBoundary>,
    );
    expect(screen.queryByTestId('loading-placeholder')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByTestId('loading-placeholder')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('loading-placeholder')).toBeTruthy();
    vi.useRealTimers();
  });
});

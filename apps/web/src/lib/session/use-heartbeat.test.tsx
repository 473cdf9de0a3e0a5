import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { session } from './session-storage';
import { heartbeatIntervalMs, heartbeatMinGapMs, useHeartbeat } from './use-heartbeat';
import { useAuth } from './use-auth';

function ScopesProbe() {
  useHeartbeat();
  const { user } = useAuth();
  return <output data-testid="scopes">{user?.scopes.join(',')}</output>;
}

function serveHeartbeat(scopes: string[][]) {
  return vi.spyOn(api.auth, 'get').mockImplementation(() =>
    Promise.resolve({
      data: { success: true, data: { roles: [], scopes: scopes.shift() ?? ['posts'] } },
      status: 200,
    }),
  );
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

afterEach(() => {
  vi.useRealTimers();
});

describe('useHeartbeat', () => {
  it('beats at start and replaces changed scopes in the stored user and the context', async () => {
    vi.useFakeTimers();
    signIn({ scopes: ['posts'] });
    const get = serveHeartbeat([['posts', 'admin']]);
    renderWithProviders(<ScopesProbe />);
    await flush();
    expect(get).toHaveBeenCalledExactlyOnceWith('/heartbeat', expect.anything());
    expect(screen.getByTestId('scopes').textContent).toBe('posts,admin');
    expect(session.getUser()?.scopes).toEqual(['posts', 'admin']);
  });

  it('beats every 5 minutes and on focus, but not more than once a minute', async () => {
    vi.useFakeTimers();
    signIn({ scopes: ['posts'] });
    const get = serveHeartbeat([]);
    renderWithProviders(<ScopesProbe />);
    await flush();
    expect(get).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(get).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(heartbeatMinGapMs));
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(get).toHaveBeenCalledTimes(2);

    await act(() => vi.advanceTimersByTimeAsync(heartbeatIntervalMs));
    expect(get).toHaveBeenCalledTimes(3);
    expect(heartbeatIntervalMs).toBe(300_000);
  });

  it('does nothing for a visitor and only logs a failure', async () => {
    vi.useFakeTimers();
    const get = vi.spyOn(api.auth, 'get');
    const { unmount } = renderWithProviders(<ScopesProbe />);
    await flush();
    expect(get).not.toHaveBeenCalled();
    unmount();

    signIn({ scopes: ['posts'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    get.mockRejectedValue(new Error('Network Error'));
    renderWithProviders(<ScopesProbe />);
    await flush();
    expect(warn).toHaveBeenCalledOnce();
    expect(screen.getByTestId('scopes').textContent).toBe('posts');
  });
});

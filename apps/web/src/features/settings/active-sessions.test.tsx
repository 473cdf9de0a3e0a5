import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { currentSession } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { ActiveSessions } from './active-sessions';

const phone = {
  ...currentSession,
  id: '1d6f0c1e-5a0b-4f7e-8a4c-3b2d1e0f9a88',
  deviceId: 'device-2',
  browser: 'Safari 18',
  os: 'iOS 18.1',
  ipAddress: '203.0.113.7',
  isCurrent: false,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('active sessions', { timeout: 20_000 }, () => {
  it('lists the devices, marks this one and ends another after a confirmation', async () => {
    signIn();
    const lists = [[currentSession, phone], [currentSession]];
    const get = vi
      .spyOn(api.main, 'get')
      .mockImplementation(() =>
        Promise.resolve({ data: { success: true, data: lists.shift() ?? [] }, status: 200 }),
      );
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue({ data: { success: true, data: { ended: true } }, status: 200 });
    renderWithProviders(<ActiveSessions />);

    const rows = await screen.findAllByTestId('active-session');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Chrome 140 on Linux');
    expect(rows[0]?.textContent).toContain('This device');
    expect(rows[0]?.querySelector('[data-testid="end-session"]')).toBeNull();
    expect(rows[1]?.textContent).toContain('Safari 18 on iOS 18.1');
    expect(rows[1]?.textContent).toContain('203.0.113.7');
    expect(rows[1]?.querySelector('time')).not.toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('end-session'));
    expect(remove).not.toHaveBeenCalled();
    await user.click(await screen.findByTestId('end-session-confirm'));

    await waitFor(() => expect(screen.getAllByTestId('active-session')).toHaveLength(1));
    expect(remove).toHaveBeenCalledExactlyOnceWith(`/user/sessions/${phone.id}`, expect.anything());
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.getByText('No other device is signed in to your account.')).toBeTruthy();
  });
});

import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { answer } from '../billing/billing-test-kit';
import { renderWithProviders } from '../../test/render-with-providers';
import { SandboxBanner } from './sandbox-banner';
import { paymentModeQuery } from './use-payment-sandbox';

/** Where the mode's query is (pending, success, error), so that a test can wait for its end. */
function ModeProbe() {
  const { status } = useQuery(paymentModeQuery);
  return <output data-testid="mode-status">{status}</output>;
}

/** Renders the banner with GET /payment/mode answering `mode` (an Error: failing). */
function renderBanner(mode: { sandbox: boolean } | Error, language: 'en' | 'vi' = 'en') {
  const get = vi.spyOn(api.payment, 'get').mockImplementation((url: string) => {
    if (url !== '/mode') return Promise.reject(new Error(`unexpected GET ${url}`));
    return mode instanceof Error ? Promise.reject(mode) : Promise.resolve(answer(mode));
  });
  renderWithProviders(
    <>
      <SandboxBanner />
      <ModeProbe />
    </>,
    { language },
  );
  /** Resolves once the mode's query ended as `status` (after its retry, for an error). */
  const ended = (status: 'success' | 'error') =>
    waitFor(() => {
      expect(get).toHaveBeenCalled();
      expect(screen.getByTestId('mode-status').textContent).toBe(status);
    });
  return { ended };
}

describe('the payment sandbox banner', () => {
  it('says that no real money moves, where to transfer and which cards to use', async () => {
    renderBanner({ sandbox: true });
    const banner = await screen.findByTestId('payment-sandbox-banner');
    expect(banner.textContent).toContain(
      'Sandbox: payments go to local test providers. No real money moves.',
    );
    expect(screen.getByTestId('payment-sandbox-bank-hint').textContent).toContain('fake bank page');
    expect(banner.textContent).toContain('4000 0027 6000 3184 asks for 3-D Secure');
    expect(banner.getAttribute('aria-label')).toBe('Payment sandbox');
  });

  it('speaks Vietnamese', async () => {
    renderBanner({ sandbox: true }, 'vi');
    const banner = await screen.findByTestId('payment-sandbox-banner');
    expect(banner.textContent).toContain('Không có tiền thật nào được chuyển.');
    expect(screen.getByTestId('payment-sandbox-bank-hint').textContent).toContain(
      'trang ngân hàng giả',
    );
  });

  it('shows nothing when payments are real', async () => {
    await renderBanner({ sandbox: false }).ended('success');
    expect(screen.queryByTestId('payment-sandbox-banner')).toBeNull();
  });

  it('shows nothing when the mode cannot be read', async () => {
    await renderBanner(new Error('Network Error')).ended('error');
    expect(screen.queryByTestId('payment-sandbox-banner')).toBeNull();
  });
});

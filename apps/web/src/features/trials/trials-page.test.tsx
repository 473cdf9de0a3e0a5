import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer, seededPlans } from '../../lib/billing/billing-test-kit';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { TrialsPage } from './trials-page';

function renderTrials(scopes: string[]) {
  signIn({ scopes });
  vi.spyOn(api.main, 'get').mockImplementation((url: string) =>
    url === '/plans'
      ? Promise.resolve(answer(seededPlans))
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
  renderWithProviders(<TrialsPage />, { route: '/a/trials' });
}

describe('the trials page', () => {
  it('offers a new seller a button that subscribes to the trial plan', async () => {
    renderTrials(['trial']);
    const start = await screen.findByTestId('trial-start');
    expect(start.getAttribute('href')).toBe(`/a/subscribe/${seededPlans[0]?._id}`);
    expect(screen.getByText('Search posts and pages')).toBeTruthy();
    expect(screen.getByTestId('trials-see-plans').getAttribute('href')).toBe('/pricing');
    expect(document.title).toBe('Free trial - PostRadar');
  });

  it('explains to a user who already had a plan why there is no trial', async () => {
    renderTrials(['posts']);
    expect(await screen.findByTestId('trial-unavailable')).toBeTruthy();
    expect(screen.queryByTestId('trial-start')).toBeNull();
    expect(screen.getByTestId('trials-see-plans').getAttribute('href')).toBe('/pricing');
  });
});

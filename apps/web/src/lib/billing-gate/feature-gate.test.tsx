import { ApiError } from '@postradar/api-client';
import { billingTexts } from '@postradar/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { LoadFailed } from '../entities/entity-states';
import { ResultsError } from '../research/results-error';
import { FeatureGate } from './feature-gate';

const trialScopes = ['posts', 'pages', 'trending', 'pixels', 'favorites', 'follows', 'groups'];

function renderAdsGate(userScopes: string[]) {
  signIn({ scopes: userScopes });
  renderWithProviders(
    <FeatureGate feature="ads">
      <p>the ads library</p>
    </FeatureGate>,
  );
}

describe('the upgrade prompt', () => {
  it('shows the Ads library to a trial user up front, with its preview', () => {
    renderAdsGate(trialScopes);
    const gate = screen.getByTestId('upgrade-gate');
    expect(gate.dataset.variant).toBe('ads');
    expect(screen.queryByText('the ads library')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Unlock the Ads Library' })).toBeTruthy();
    expect(
      screen.getByText('The Ads library is part of the Standard plan. Upgrade to continue.'),
    ).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/pricing');
    expect(gate.querySelector('img')?.getAttribute('src')).toBe('/demos/ads-library.svg');
    expect(gate.querySelector('source')?.getAttribute('srcset')).toBe(
      '/demos/ads-library-mobile.svg',
    );
  });

  it('lets a plan with the feature, and the admins, through', () => {
    renderAdsGate([...trialScopes, 'ads']);
    expect(screen.getByText('the ads library')).toBeTruthy();
    renderAdsGate(['admin', 'admin-worker']);
    expect(screen.getAllByText('the ads library')).toHaveLength(2);
  });

  it('replaces a failed search refused for the trial limit, with the server message', () => {
    signIn({ scopes: trialScopes });
    const error = new ApiError(billingTexts.trialLimit, {
      status: 402,
      code: 'TRIAL_LIMIT_REACHED',
    });
    renderWithProviders(<ResultsError message={error.message} error={error} />);
    expect(screen.getByTestId('upgrade-gate').dataset.variant).toBe('pro');
    expect(screen.getByText(billingTexts.trialLimit)).toBeTruthy();
    expect(screen.queryByTestId('results-error')).toBeNull();
  });

  it('replaces a list refused without a membership, and leaves other failures alone', () => {
    signIn({ scopes: ['trial'] });
    const refused = new ApiError(billingTexts.membershipRequired, {
      status: 402,
      code: 'MEMBERSHIP_REQUIRED',
    });
    const failed = new ApiError('Network Error', { code: 'ERR_NETWORK' });
    renderWithProviders(
      <>
        <LoadFailed
          title="The list could not be loaded."
          message="x"
          error={refused}
          onRetry={() => {}}
        />
        <LoadFailed
          title="The list could not be loaded."
          message="Network Error"
          error={failed}
          onRetry={() => {}}
        />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Choose a plan to keep researching' })).toBeTruthy();
    expect(screen.getByText(billingTexts.membershipRequired)).toBeTruthy();
    expect(screen.getByTestId('entity-error').textContent).toContain('Network Error');
  });
});

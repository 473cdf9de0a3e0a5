import { ApiError } from '@postradar/api-client';
import { billingTexts, type MembershipDto } from '@postradar/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { answer, membershipOf } from '../billing/billing-test-kit';
import { rememberedMembership } from '../billing/remembered-membership';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { LoadFailed } from '../entities/entity-states';
import { ResultsError } from '../research/results-error';
import { session } from '../session/session-storage';
import { FeatureGate } from './feature-gate';
import { Gate } from './gate';

const trialScopes = ['posts', 'pages', 'trending', 'pixels', 'favorites', 'follows', 'groups'];

/** The membership the API answers: a running trial by default, `null` for none. */
function answerMembership(membership: MembershipDto | null) {
  vi.spyOn(api.payment, 'get').mockImplementation((url: string) =>
    url === '/membership'
      ? Promise.resolve(answer(membership))
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
}

const runningTrial = membershipOf({ plan: { ...membershipOf().plan, slug: 'trial', price: 0 } });

function renderAdsGate(userScopes: string[]) {
  signIn({ scopes: userScopes });
  answerMembership(runningTrial);
  renderWithProviders(
    <FeatureGate feature="ads">
      <p>the ads library</p>
    </FeatureGate>,
  );
}

describe('the upgrade prompt', () => {
  it('shows the Ads library to a trial user up front, with its preview', async () => {
    renderAdsGate(trialScopes);
    const gate = await screen.findByTestId('upgrade-gate');
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
    signIn({ scopes: [] });
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

  it('offers the free trial, not the plans, to a seller who may still start it', () => {
    signIn({ scopes: ['trial'] });
    const refused = new ApiError(billingTexts.membershipRequired, {
      status: 402,
      code: 'MEMBERSHIP_REQUIRED',
    });
    renderWithProviders(<ResultsError message={refused.message} error={refused} />, {
      language: 'vi',
    });
    expect(screen.getByTestId('upgrade-gate').dataset.variant).toBe('trial');
    expect(screen.getByRole('heading', { name: 'Bắt đầu dùng thử miễn phí' })).toBeTruthy();
    expect(screen.getByText('Miễn phí 7 ngày')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Xem gói dùng thử' });
    expect(link.getAttribute('href')).toBe('/a/trials');
  });

  it('keeps the screen’s heading and tab title above the prompt, and the plans where the trial would not open it', async () => {
    signIn({ scopes: ['trial'] });
    answerMembership(null);
    renderWithProviders(
      <FeatureGate feature="ads" heading={<h1>Ads library</h1>}>
        <p>the ads library</p>
      </FeatureGate>,
    );
    // No prompt of the Ads library first while the membership is read: the plans' at once.
    expect(screen.queryByTestId('upgrade-gate')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('upgrade-gate').dataset.variant).toBe('pro'));
    expect(screen.getByRole('heading', { level: 1, name: 'Ads library' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a plan to keep researching' })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/pricing');
  });
});

describe('a seller this device remembers', () => {
  /** The membership's answer, held until the test gives it. */
  function holdMembership() {
    let give: (membership: MembershipDto | null) => void = () => undefined;
    vi.spyOn(api.payment, 'get').mockImplementation(
      () =>
        new Promise((resolve) => {
          give = (membership) => resolve(answer(membership));
        }),
    );
    return (membership: MembershipDto | null) => give(membership);
  }

  function renderPostsGate(remembered: { isRunning: boolean } | null) {
    signIn({ scopes: ['trial'] });
    if (remembered) session.setMembership(JSON.stringify({ userId: 'user-1', ...remembered }));
    const answerWith = holdMembership();
    renderWithProviders(
      <Gate heading={<h1>Posts</h1>}>
        <p>the posts</p>
      </Gate>,
    );
    return answerWith;
  }

  it('without a plan waits for the membership under the heading, then gets the prompt', async () => {
    const answerWith = renderPostsGate({ isRunning: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Posts' })).toBeTruthy();
    expect(screen.queryByText('the posts')).toBeNull();
    expect(screen.queryByTestId('upgrade-gate')).toBeNull();
    await waitFor(() => expect(api.payment.get).toHaveBeenCalled());
    answerWith(null);
    expect((await screen.findByTestId('upgrade-gate')).dataset.variant).toBe('trial');
    expect(screen.queryByText('the posts')).toBeNull();
  });

  it('without a plan, who bought one elsewhere since, sees the content once it is read', async () => {
    const answerWith = renderPostsGate({ isRunning: false });
    expect(screen.queryByText('the posts')).toBeNull();
    await waitFor(() => expect(api.payment.get).toHaveBeenCalled());
    answerWith(membershipOf());
    expect(await screen.findByText('the posts')).toBeTruthy();
    expect(screen.queryByTestId('upgrade-gate')).toBeNull();
    // Kept for the next start, which no longer waits.
    expect(rememberedMembership()).toBe('running');
  });

  it('with a plan, or not at all, sees the content at once', () => {
    renderPostsGate({ isRunning: true });
    expect(screen.getByText('the posts')).toBeTruthy();
    renderPostsGate(null);
    expect(screen.getAllByText('the posts')).toHaveLength(2);
  });
});

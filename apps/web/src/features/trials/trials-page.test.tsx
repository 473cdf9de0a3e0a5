import type { MembershipDto, SearchUsage } from '@postradar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer, membershipOf, seededPlans } from '../../lib/billing/billing-test-kit';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { TrialsPage } from './trials-page';

const now = new Date('2026-03-04T10:00:00.000Z');

/** A trial started on March 2 at 08:04 UTC, ending 7 days later. */
const trialMembership = membershipOf({
  plan: {
    _id: '2a6f3c1e-4b5d-4e8f-9a0b-1c2d3e4f5a01',
    slug: 'trial',
    title: 'Free trial',
    title_viet: 'Dùng thử miễn phí',
    price: 0,
    currency: 'USD',
  },
  start: '2026-03-02T08:04:05.000Z',
  finish: '2026-03-09T08:04:05.000Z',
  canCancel: false,
  method: 'trial',
});

/** A POD Pro plan paid by card, running until April 1. */
const podProMembership = membershipOf({
  plan: {
    _id: '2a6f3c1e-4b5d-4e8f-9a0b-1c2d3e4f5a04',
    slug: 'pod-drs',
    title: 'POD Pro',
    title_viet: 'POD Pro',
    price: 99,
    currency: 'USD',
  },
});

function usageOf(extra: Partial<SearchUsage> = {}): SearchUsage {
  return {
    day: '2026-03-04',
    resetsAt: '2026-03-05T00:00:00.000Z',
    searchesToday: 7,
    searchesPerDay: 20,
    maxResultPage: 5,
    ...extra,
  };
}

interface Answers {
  scopes?: string[];
  membership?: MembershipDto | null | Error;
  usage?: SearchUsage;
  language?: 'en' | 'vi';
}

function renderTrials({
  scopes = [],
  membership = null,
  usage = usageOf(),
  language = 'en',
}: Answers = {}) {
  signIn({ scopes });
  vi.spyOn(api.main, 'get').mockImplementation((url: string) =>
    url === '/plans'
      ? Promise.resolve(answer(seededPlans))
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
  const payment = vi.spyOn(api.payment, 'get').mockImplementation((url: string) => {
    if (url === '/membership')
      return membership instanceof Error
        ? Promise.reject(membership)
        : Promise.resolve(answer(membership));
    if (url === '/usage') return Promise.resolve(answer(usage));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  renderWithProviders(<TrialsPage />, { route: '/a/trials', language });
  return { paymentCalls: () => payment.mock.calls.map(([url]) => url) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the trials page', () => {
  it('offers a new seller the trial, what it includes and leaves out, and the plans', async () => {
    const { paymentCalls } = renderTrials({ scopes: ['trial'] });
    const start = await screen.findByTestId('trial-start');
    expect(start.getAttribute('href')).toBe(`/a/subscribe/${seededPlans[0]?._id}`);
    const included = screen.getByTestId('trial-included');
    expect(included.textContent).toContain('Search posts and pages');
    expect(included.textContent).toContain('1 device at once');
    const leftOut = screen.getByTestId('trial-not-included');
    expect(leftOut.textContent).toContain('The Ads library');
    expect(leftOut.textContent).toContain('The Pool');
    expect(leftOut.textContent).toContain('Unlimited searches: the trial has a daily allowance');
    expect(leftOut.textContent).toContain('2 devices at once with Standard');
    expect(screen.getByTestId('trial-steps')).toBeTruthy();
    // The paid plans, each leading to its checkout; the trial is not among them.
    const plans = screen.getByTestId('upgrade-plans');
    expect(within(plans).getByTestId('upgrade-plan-standard').textContent).toContain('$59');
    expect(within(plans).queryByTestId('upgrade-plan-trial')).toBeNull();
    expect(within(plans).getAllByTestId('upgrade-plan-choose')[0]?.getAttribute('href')).toBe(
      `/a/subscribe/${seededPlans[1]?._id}`,
    );
    expect(screen.getByTestId('upgrade-compare').getAttribute('href')).toBe('/pricing');
    expect(screen.getByTestId('trials-see-plans').getAttribute('href')).toBe('/pricing');
    expect(document.title).toBe('Free trial - PostRadar');
    // Nothing to ask the payment service before the trial starts.
    expect(paymentCalls()).toEqual([]);
  });

  it('shows a running trial: days left, today’s searches, result pages and the reset', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    renderTrials({ membership: trialMembership });
    expect((await screen.findByTestId('trial-heading')).textContent).toBe(
      '5 days left in your trial',
    );
    expect(screen.getByTestId('trial-hero-running').textContent).toMatch(
      /Your trial ends on 9 Mar 2026, \d{1,2}:04 [ap]m\./,
    );
    expect(screen.getByTestId('trial-days').textContent).toContain('Day 3 of 7');
    const searches = await screen.findByTestId('trial-usage-searches');
    expect(searches.textContent).toContain('7 of 20');
    expect(searches.textContent).toContain('13 searches left today.');
    expect(screen.getByTestId('trial-usage-pages').textContent).toContain(
      'The first 5 pages of every search',
    );
    expect(screen.getByTestId('trial-usage-resets').textContent).toContain('in 14 hours');
    // The limits it leaves out now carry their figures.
    const leftOut = screen.getByTestId('trial-not-included');
    expect(leftOut.textContent).toContain('Unlimited searches: the trial allows 20 a day');
    expect(leftOut.textContent).toContain('Every page of results: the trial shows the first 5');
    expect(screen.getByTestId('trial-choose-plan').getAttribute('href')).toBe('/pricing');
    expect(screen.queryByTestId('trial-start')).toBeNull();
    expect(screen.queryByTestId('trial-steps')).toBeNull();
  });

  it('says when no searches are left today', async () => {
    renderTrials({ membership: trialMembership, usage: usageOf({ searchesToday: 20 }) });
    const searches = await screen.findByTestId('trial-usage-searches');
    expect(searches.textContent).toContain('20 of 20');
    expect(searches.textContent).toContain('No searches left today.');
  });

  it('tells a user whose trial ended, and leads to the pricing page', async () => {
    const { paymentCalls } = renderTrials({
      membership: { ...trialMembership, isExpired: true },
    });
    const hero = await screen.findByTestId('trial-hero-ended');
    expect(hero.textContent).toContain('Your free trial has ended');
    expect(hero.textContent).toContain('It ended on 9 Mar 2026.');
    expect(screen.getByTestId('trial-choose-plan').getAttribute('href')).toBe('/pricing');
    expect(await screen.findByTestId('upgrade-plans')).toBeTruthy();
    expect(screen.queryByTestId('trial-usage')).toBeNull();
    expect(screen.queryByTestId('trial-not-included')).toBeNull();
    expect(paymentCalls()).not.toContain('/usage');
  });

  it('explains to a user whose plan ended why there is no trial', async () => {
    renderTrials({ membership: membershipOf({ isExpired: true, canCancel: false }) });
    expect(await screen.findByTestId('trial-unavailable')).toBeTruthy();
    expect(screen.queryByTestId('trial-start')).toBeNull();
    expect(screen.getByTestId('trials-see-plans').getAttribute('href')).toBe('/pricing');
    // Without a plan running now, Standard is still the one recommended.
    const plans = await screen.findByTestId('upgrade-plans');
    expect(within(plans).getByTestId('upgrade-plan-popular').textContent).toBe('Most popular');
    expect(within(plans).queryByTestId('upgrade-plan-current')).toBeNull();
  });

  it('shows a seller paying for a plan that plan, until when, and the way to Billing', async () => {
    const { paymentCalls } = renderTrials({ membership: podProMembership });
    const hero = await screen.findByTestId('trial-hero-subscribed');
    expect(screen.getByTestId('trial-heading').textContent).toBe('You are on POD Pro');
    expect(hero.textContent).toContain('Your plan is active until 1 Apr 2026');
    expect(screen.getByTestId('trial-manage-plan').getAttribute('href')).toBe('/settings/billing');
    expect(screen.queryByTestId('trial-unavailable')).toBeNull();
    expect(screen.queryByTestId('trial-not-included')).toBeNull();
    expect(paymentCalls()).not.toContain('/usage');

    const plans = await screen.findByTestId('upgrade-plans');
    expect(screen.getByTestId('upgrade-plans-title').textContent).toBe('Change your plan');
    // Their own plan is marked as theirs and leads to Billing, not to a checkout.
    const own = within(plans).getByTestId('upgrade-plan-pod-drs');
    expect(own.hasAttribute('data-current')).toBe(true);
    expect(within(own).getByTestId('upgrade-plan-current').textContent).toBe('Your plan');
    expect(within(own).queryByTestId('upgrade-plan-choose')).toBeNull();
    expect(within(own).getByTestId('upgrade-plan-manage').getAttribute('href')).toBe(
      '/settings/billing',
    );
    // Only the dearer plan is the upgrade; the cheaper Standard is neither popular nor filled.
    const team = within(plans).getByTestId('upgrade-plan-standard-drs');
    expect(within(team).getByTestId('upgrade-plan-upgrade').textContent).toBe('Upgrade');
    expect(within(team).getByTestId('upgrade-plan-choose').getAttribute('data-variant')).toBe(
      'filled',
    );
    const standard = within(plans).getByTestId('upgrade-plan-standard');
    expect(within(standard).queryByTestId('upgrade-plan-popular')).toBeNull();
    expect(within(standard).queryByTestId('upgrade-plan-upgrade')).toBeNull();
    expect(within(standard).getByTestId('upgrade-plan-choose').getAttribute('data-variant')).toBe(
      'light',
    );
    expect(within(plans).getAllByTestId('upgrade-plan-upgrade')).toHaveLength(1);
  });

  it('tells a paying seller about their plan in Vietnamese', async () => {
    renderTrials({ membership: podProMembership, language: 'vi' });
    const hero = await screen.findByTestId('trial-hero-subscribed');
    expect(screen.getByTestId('trial-heading').textContent).toBe('Bạn đang dùng gói POD Pro');
    expect(hero.textContent).toContain('Gói của bạn có hiệu lực đến 01/04/2026');
    expect(screen.getByTestId('trial-manage-plan').textContent).toBe('Quản lý gói của tôi');
    const plans = await screen.findByTestId('upgrade-plans');
    expect(within(plans).getByTestId('upgrade-plan-current').textContent).toBe('Gói của bạn');
    expect(within(plans).getByTestId('upgrade-plan-upgrade').textContent).toBe('Nâng cấp');
    expect(within(plans).getByText('Bạn và tối đa 5 người cùng nhóm')).toBeTruthy();
  });

  it('shows why the trial could not be loaded, with a retry', async () => {
    renderTrials({ membership: new Error('Network Error') });
    const failed = await screen.findByTestId('trial-load-error');
    expect(failed.textContent).toContain('Your trial could not be loaded.');
    expect(failed.textContent).toContain('Network Error');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('trial-load-error')).toBeTruthy();
  });

  it('reads in Vietnamese', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    renderTrials({ membership: trialMembership, language: 'vi' });
    expect((await screen.findByTestId('trial-heading')).textContent).toBe('Còn 5 ngày dùng thử');
    expect((await screen.findByTestId('trial-usage-searches')).textContent).toContain('7 / 20');
    expect(screen.getByTestId('trial-not-included').textContent).toContain('Thư viện quảng cáo');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@postradar/i18n';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer, membershipOf, seededPlans } from '../../lib/billing/billing-test-kit';
import { supportChat } from '../../lib/support-chat-store';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { PricingPage } from './pricing-page';

function renderPricing({ membership = null as unknown, language = 'en' as Language } = {}) {
  vi.spyOn(api.main, 'get').mockImplementation((url: string) =>
    url === '/plans'
      ? Promise.resolve(answer(seededPlans))
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
  const payment = vi
    .spyOn(api.payment, 'get')
    .mockImplementation((url: string) =>
      url === '/membership'
        ? Promise.resolve(answer(membership))
        : url === '/mode'
          ? Promise.resolve(answer({ sandbox: false }))
          : Promise.reject(new Error(`unexpected GET ${url}`)),
    );
  return { ...renderWithProviders(<PricingPage />, { route: '/pricing', language }), payment };
}

const card = async (slug: string) =>
  (await screen.findAllByTestId('plan-card')).find(
    (element) => element.getAttribute('data-plan') === slug,
  ) as HTMLElement;

describe('the pricing page', () => {
  it('shows a visitor the promise and every plan with its price, devices and features', async () => {
    const { payment } = renderPricing();
    expect(screen.getByTestId('pricing-promo').textContent).toBe(
      'Try free for 7 days, then pick a plan',
    );
    expect(await screen.findAllByTestId('plan-card')).toHaveLength(4);
    expect(screen.getAllByTestId('plan-title').map((title) => title.textContent)).toEqual([
      'Free trial',
      'Standard',
      'Standard Team',
      'POD Pro',
    ]);

    const trial = await card('trial');
    expect(within(trial).getByTestId('plan-price').textContent).toBe('Free');
    expect(within(trial).getByTestId('plan-devices').textContent).toBe('1 device at once');

    const standard = await card('standard');
    expect(within(standard).getByTestId('plan-price').textContent).toBe('$59 per month');
    expect(within(standard).getByTestId('plan-popular').textContent).toBe('Most popular');
    expect(within(standard).getByTestId('plan-devices').textContent).toBe('2 devices at once');
    const adsLibrary = within(standard)
      .getAllByTestId('plan-feature')
      .find((feature) => feature.textContent?.includes('Ads Library'));
    expect(adsLibrary?.textContent).toContain('New');
    expect(screen.getAllByTestId('plan-popular')).toHaveLength(1);
    expect(screen.getAllByTestId('plan-feature-new')).toHaveLength(1);
    // Nothing is anyone's plan or a step up from it.
    expect(screen.queryByTestId('plan-current')).toBeNull();
    expect(screen.queryByTestId('plan-upgrade')).toBeNull();
    expect(screen.queryByTestId('plan-manage')).toBeNull();

    // The team's size and its seats agree: the owner and 5 teammates.
    const team = await card('standard-drs');
    expect(within(team).getByText('For a team of up to 6 people')).toBeTruthy();
    expect(within(team).getByText('You and up to 5 teammates')).toBeTruthy();
    expect(document.title).toBe('Plans and pricing - PostRadar');
    // A visitor has no membership to ask for.
    expect(payment.mock.calls.map(([url]) => url)).not.toContain('/membership');
  });

  it('links each plan to its subscribe route, the trial too for a visitor', async () => {
    renderPricing();
    const standard = within(await card('standard')).getByTestId('plan-subscribe');
    expect(standard.getAttribute('href')).toBe(`/a/subscribe/${seededPlans[1]?._id}`);
    expect(standard.textContent).toBe('Choose Standard');
    const trial = within(await card('trial')).getByTestId('plan-subscribe');
    expect(trial.getAttribute('href')).toBe(`/a/subscribe/${seededPlans[0]?._id}`);
    await userEvent.click(standard);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/a/subscribe/${seededPlans[1]?._id}`,
      ),
    );
  });

  it('turns the trial button off for a signed-in user without the trial scope', async () => {
    signIn({ scopes: ['posts'] });
    renderPricing();
    const button = within(await card('trial')).getByTestId('plan-subscribe');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('href')).toBeNull();
    expect(screen.getByText('The free trial is for accounts that never had a plan.')).toBeTruthy();
    // Without a plan, the seller sees the plans as a visitor does.
    const standard = await card('standard');
    expect(within(standard).getByTestId('plan-popular').textContent).toBe('Most popular');
    expect(within(standard).getByTestId('plan-subscribe').textContent).toBe('Choose Standard');
    expect(screen.queryByTestId('plan-manage')).toBeNull();
  });

  it('keeps the trial button on for a user with the trial scope', async () => {
    signIn({ scopes: ['trial'] });
    renderPricing();
    const button = within(await card('trial')).getByTestId('plan-subscribe');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('href')).toBe(`/a/subscribe/${seededPlans[0]?._id}`);
  });

  it("shows a signed-in user's current plan with its price and ways on", async () => {
    signIn({ scopes: ['posts'] });
    renderPricing({ membership: membershipOf() });
    const current = await screen.findByTestId('current-plan');
    expect(within(current).getByTestId('current-plan-price').textContent).toBe('$59 per month');
    expect(current.textContent).toContain('Active until 1 Apr 2026');
    expect(
      within(current)
        .getByRole('link', { name: /Get Started/ })
        .getAttribute('href'),
    ).toBe('/a');
    expect(within(current).getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it("marks a seller's own plan as theirs, with the way to Billing instead of a checkout", async () => {
    signIn({ scopes: ['posts'] });
    renderPricing({ membership: membershipOf() });
    const own = await card('standard');
    expect(own.hasAttribute('data-current')).toBe(true);
    expect(within(own).getByTestId('plan-current').textContent).toBe('Your plan');
    expect(within(own).queryByTestId('plan-subscribe')).toBeNull();
    const manage = within(own).getByTestId('plan-manage');
    expect(manage.textContent).toBe('Manage my plan');
    expect(manage.getAttribute('href')).toBe('/settings/billing');
    await userEvent.click(manage);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/settings/billing'),
    );
  });

  it('marks the dearer plans as upgrades and recommends none to a seller with a plan', async () => {
    signIn({ scopes: ['posts'] });
    renderPricing({ membership: membershipOf() });
    // Standard Team ($149) and POD Pro ($99) cost more than Standard ($59).
    for (const plan of seededPlans.slice(2)) {
      const dearer = await card(plan.slug);
      expect(within(dearer).getByTestId('plan-upgrade').textContent).toBe('Upgrade');
      const choose = within(dearer).getByTestId('plan-subscribe');
      expect(choose.textContent).toBe(`Choose ${plan.title}`);
      expect(choose.getAttribute('href')).toBe(`/a/subscribe/${plan._id}`);
      expect(choose.getAttribute('data-variant')).toBe('filled');
    }
    expect(screen.queryByTestId('plan-popular')).toBeNull();
    expect(screen.getAllByTestId('plan-manage')).toHaveLength(1);
  });

  it("marks a seller's own plan in Vietnamese", async () => {
    signIn({ scopes: ['posts'] });
    renderPricing({ membership: membershipOf(), language: 'vi' });
    const own = await card('standard');
    expect(within(own).getByTestId('plan-current').textContent).toBe('Gói của bạn');
    expect(within(own).getByTestId('plan-manage').textContent).toBe('Quản lý gói của tôi');
    expect(within(await card('pod-drs')).getByTestId('plan-upgrade').textContent).toBe('Nâng cấp');
  });

  it('shows no current plan for an expired membership', async () => {
    signIn({ scopes: [] });
    const { payment } = renderPricing({ membership: membershipOf({ isExpired: true }) });
    await screen.findAllByTestId('plan-card');
    await waitFor(() => expect(payment).toHaveBeenCalled());
    expect(screen.queryByTestId('current-plan')).toBeNull();
  });

  it('switches the page and the plans to Vietnamese with the language toggle', async () => {
    renderPricing();
    const standard = await card('standard');
    await userEvent.click(within(screen.getByTestId('pricing-language')).getByText('Vietnamese'));
    expect(await screen.findByText('Dùng thử miễn phí 7 ngày, sau đó chọn gói')).toBeTruthy();
    expect(within(standard).getByText('Thư viện quảng cáo')).toBeTruthy();
    expect(within(standard).getByTestId('plan-popular').textContent).toBe('Phổ biến nhất');
    expect(within(standard).getByTestId('plan-feature-new').textContent).toBe('Mới');
    expect(window.localStorage.getItem('postradar.language')).toBe('vi');
  });

  it('opens the support chat from the live chat channel', async () => {
    renderPricing();
    const open = vi.spyOn(supportChat, 'open');
    await userEvent.click(screen.getByTestId('contact-live-chat'));
    expect(open).toHaveBeenCalled();
  });
});

import { Notifications, notifications } from '@mantine/notifications';
import { ApiError } from '@postradar/api-client';
import type { ReferralProgramme } from '@postradar/contracts';
import type { Language } from '@postradar/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer } from '../../lib/collections/collection-test-kit';
import { createQueryClient } from '../../lib/query-client';
import { session } from '../../lib/session/session-storage';
import { supportChat } from '../../lib/support-chat-store';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { ReferralSettings } from './referral-settings';

function programmeOf(extra: Partial<ReferralProgramme> = {}): ReferralProgramme {
  return {
    status: 'none',
    code: 'sam12345',
    joinedAt: null,
    payoutEmail: null,
    commissionPercent: 20,
    holdDays: 30,
    earnings: null,
    ...extra,
  };
}

const member = programmeOf({
  status: 'accepted',
  joinedAt: '2026-11-02T09:00:00.000Z',
  payoutEmail: 'lan@paypal.test',
  earnings: {
    clicks: 1234,
    referrals: 12,
    conversions: 3,
    pending: 45.6,
    earned: 1234.5,
    paid: 100,
    currency: 'USD',
  },
});

type Sender = (url: string, body?: unknown) => Promise<unknown>;

interface RenderOptions {
  language?: Language;
  /** What the changes answer: POST join, PUT payout, PUT code. */
  post?: Sender;
  put?: Sender;
  queryClient?: ReturnType<typeof createQueryClient>;
}

/** Answers GET /api/referral with `programmes` (one a call, the last one again). */
function renderReferral(
  programmes: (ReferralProgramme | Error)[],
  { language = 'en', post, put, queryClient }: RenderOptions = {},
) {
  signIn({ affiliateCode: 'sam12345' });
  let call = 0;
  const get = vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
    if (url !== '/referral') return Promise.reject(new Error(`unexpected GET ${url}`));
    const programme = programmes[Math.min(call++, programmes.length - 1)];
    return programme instanceof Error
      ? Promise.reject(programme)
      : Promise.resolve(answer(programme));
  });
  const posts = vi
    .spyOn(api.main, 'post')
    .mockImplementation(((url: string, body?: unknown) =>
      post ? post(url, body) : Promise.reject(new Error(`unexpected POST ${url}`))) as never);
  const puts = vi
    .spyOn(api.main, 'put')
    .mockImplementation(((url: string, body?: unknown) =>
      put ? put(url, body) : Promise.reject(new Error(`unexpected PUT ${url}`))) as never);
  renderWithProviders(
    <>
      <Notifications />
      <ReferralSettings />
    </>,
    { route: '/settings/referral', language, queryClient },
  );
  return { get, posts, puts };
}

const conflict = (message: string) => new ApiError(message, { status: 409, code: 'CONFLICT' });
const text = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(() => {
  notifications.clean();
  supportChat.close();
});

describe('the referral settings', { timeout: 20_000 }, () => {
  it('explains the programme with its terms and sends Join now, then shows the request', async () => {
    const pending = programmeOf({ status: 'pending', joinedAt: '2026-11-27T08:00:00.000Z' });
    const { posts } = renderReferral([programmeOf({ commissionPercent: 25, holdDays: 14 })], {
      post: () => Promise.resolve(answer(pending)),
    });
    expect((await screen.findByTestId('referral-join-title')).textContent).toBe(
      'Earn 25% of every first purchase',
    );
    const steps = screen.getAllByTestId('referral-step');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('1. Ask to join'),
      expect.stringContaining('2. Share your link'),
      expect.stringContaining('pending for 14 days'),
    ]);

    await userEvent.click(screen.getByTestId('referral-join-now'));
    expect(await screen.findByTestId('referral-pending')).toBeTruthy();
    expect(posts).toHaveBeenCalledWith('/referral/join', {}, expect.anything());
    expect(text('referral-asked-on')).toBe('Requested on 27 Nov 2026');
    expect(screen.queryByTestId('referral-join')).toBeNull();
  });

  it('shows why joining failed, and where the user now stands', async () => {
    renderReferral([programmeOf(), programmeOf({ status: 'rejected' })], {
      post: () =>
        Promise.reject(conflict('Your request to join the referral programme was declined.')),
    });
    await userEvent.click(await screen.findByTestId('referral-join-now'));
    expect(await screen.findByTestId('referral-rejected')).toBeTruthy();
  });

  it('shows a request under review with the day it was sent, in Vietnamese', async () => {
    renderReferral([programmeOf({ status: 'pending', joinedAt: '2026-11-02T09:00:00.000Z' })], {
      language: 'vi',
    });
    const pending = await screen.findByTestId('referral-pending');
    expect(pending.textContent).toContain('Đã nhận yêu cầu');
    expect(text('referral-asked-on')).toBe('Gửi yêu cầu ngày 02/11/2026');
    expect(screen.queryByTestId('referral-contact-support')).toBeNull();
  });

  it.each(['rejected', 'blocked'] as const)(
    'explains a %s account calmly, with a way to support',
    async (status) => {
      renderReferral([programmeOf({ status })]);
      const card = await screen.findByTestId(`referral-${status}`);
      expect(card.textContent).toContain(
        status === 'rejected'
          ? 'Your request was not accepted'
          : 'Your referral account is blocked',
      );
      expect(screen.queryByTestId('referral-figures')).toBeNull();
      expect(screen.queryByTestId('referral-join-now')).toBeNull();
      await userEvent.click(within(card).getByTestId('referral-contact-support'));
      expect(supportChat.getState().isOpen).toBe(true);
    },
  );

  it("shows a member's figures, link, payout e-mail and banners", async () => {
    renderReferral([member]);
    await screen.findByTestId('referral-figures');
    expect(
      ['clicks', 'referrals', 'conversions', 'pending', 'earned', 'paid'].map((key) =>
        text(`referral-figure-${key}`),
      ),
    ).toEqual(['1,234', '12', '3', '$45.60', '$1,234.50', '$100.00']);

    const link = `${window.location.origin}/?ref=sam12345`;
    expect(screen.getByTestId<HTMLInputElement>('referral-link').value).toBe(link);
    await userEvent.click(screen.getByTestId('referral-copy'));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(text('referral-copy')).toBe('Copied');
    expect(screen.getByTestId<HTMLInputElement>('referral-payout-email').value).toBe(
      'lan@paypal.test',
    );

    const banners = screen.getAllByTestId('referral-banner');
    expect(banners).toHaveLength(3);
    const [first] = banners;
    if (!first) throw new Error('no banner');
    expect(within(first).getByRole('img').getAttribute('src')).toBe(
      '/banners/postradar-728x90.svg',
    );
    const download = within(first).getByTestId('referral-banner-download');
    expect(download.getAttribute('href')).toBe('/banners/postradar-728x90.svg');
    expect(download.getAttribute('download')).toBe('postradar-728x90.svg');
    const snippet = within(first).getByTestId('referral-banner-code').textContent ?? '';
    expect(snippet).toContain(`href="${link}"`);
    await userEvent.click(within(first).getByTestId('referral-banner-copy'));
    expect(await navigator.clipboard.readText()).toBe(snippet);

    expect(screen.getByTestId('referral-affiliate-page').getAttribute('href')).toBe(
      '/settings/affiliate',
    );
  });

  it("writes a member's amounts the Vietnamese way", async () => {
    renderReferral([member], { language: 'vi' });
    await screen.findByTestId('referral-figures');
    expect(text('referral-figure-clicks')).toBe('1.234');
    expect(text('referral-figure-earned')).toBe('1.234,50\u00a0$');
    expect(text('referral-copy')).toBe('Sao chép');
  });

  it('changes the code: the rule, a taken code, then the new link everywhere', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['affiliate', 'referrals', { page: '1', limit: '10' }], {});
    const { puts } = renderReferral([member], {
      queryClient,
      put: (_url, body) => {
        const { code } = body as { code: string };
        if (code === 'taken') return Promise.reject(conflict('This code is already taken.'));
        return Promise.resolve(answer({ ...member, code }));
      },
    });
    await userEvent.click(await screen.findByTestId('referral-edit-code'));
    const dialog = await screen.findByTestId('referral-code-dialog');
    expect(within(dialog).getByTestId('referral-code-warning').textContent).toContain(
      'Links with your current code (sam12345) stop crediting you',
    );
    const input = within(dialog).getByTestId('referral-code-input');

    await userEvent.clear(input);
    await userEvent.type(input, 'a b');
    await userEvent.click(within(dialog).getByTestId('referral-code-save'));
    expect(await within(dialog).findByText('Use 3 to 32 letters, digits, - or _.')).toBeTruthy();
    expect(puts).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, 'taken');
    await userEvent.click(within(dialog).getByTestId('referral-code-save'));
    expect(await within(dialog).findByText('This code is already taken.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(input);
    await userEvent.type(input, ' Lan_Shop ');
    expect(within(dialog).getByTestId('referral-code-preview').textContent).toBe(
      `Your new link: ${window.location.origin}/?ref=lan_shop`,
    );
    await userEvent.click(within(dialog).getByTestId('referral-code-save'));
    await waitFor(() => expect(screen.queryByTestId('referral-code-dialog')).toBeNull());
    expect(puts).toHaveBeenLastCalledWith(
      '/referral/code',
      { code: 'lan_shop' },
      expect.anything(),
    );
    expect(screen.getByTestId<HTMLInputElement>('referral-link').value).toBe(
      `${window.location.origin}/?ref=lan_shop`,
    );
    expect(await screen.findByText('Your referral code is now lan_shop')).toBeTruthy();
    expect(session.getUser()?.affiliateCode).toBe('lan_shop');
    expect(
      queryClient.getQueryState(['affiliate', 'referrals', { page: '1', limit: '10' }])
        ?.isInvalidated,
    ).toBe(true);
  });

  it('saves the payout e-mail, checked first, and says Saved', async () => {
    const { puts } = renderReferral([{ ...member, payoutEmail: null }], {
      put: (_url, body) =>
        Promise.resolve(answer({ ...member, payoutEmail: (body as { email: string }).email })),
    });
    const email = await screen.findByTestId('referral-payout-email');
    const save = screen.getByTestId('referral-payout-save');
    expect(screen.getByText('Add your PayPal e-mail so that we can pay you.')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    await userEvent.type(email, 'not-an-address');
    await userEvent.click(save);
    expect(
      await screen.findByText('Enter a valid e-mail address, like you@example.com.'),
    ).toBeTruthy();
    expect(puts).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.type(email, 'lan@paypal.test');
    await userEvent.click(save);
    expect(await screen.findByTestId('referral-payout-saved')).toBeTruthy();
    expect(puts).toHaveBeenCalledExactlyOnceWith(
      '/referral/payout',
      { email: 'lan@paypal.test' },
      expect.anything(),
    );
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's refusal of the payout e-mail", async () => {
    renderReferral([member], {
      put: () => Promise.reject(conflict('Join the referral programme first.')),
    });
    const email = await screen.findByTestId('referral-payout-email');
    await userEvent.clear(email);
    await userEvent.type(email, 'other@paypal.test');
    await userEvent.click(screen.getByTestId('referral-payout-save'));
    const failure = await screen.findByTestId('referral-payout-error');
    expect(failure.textContent).toContain('Your payout e-mail could not be saved');
    expect(failure.textContent).toContain('Join the referral programme first.');
  });

  it('shows placeholders while loading, then a failed load with a retry', async () => {
    // A failure the server may get over is tried once more by itself before it shows.
    const busy = new ApiError('The server is busy.', { status: 503, code: 'INTERNAL' });
    renderReferral([busy, busy, member]);
    expect(screen.getByTestId('referral-loading')).toBeTruthy();
    const failure = await screen.findByTestId('referral-error');
    expect(failure.textContent).toContain('Your referral programme could not be loaded.');
    expect(failure.textContent).toContain('The server is busy.');

    await userEvent.click(screen.getByTestId('referral-retry'));
    expect(await screen.findByTestId('referral-figures')).toBeTruthy();
  });
});

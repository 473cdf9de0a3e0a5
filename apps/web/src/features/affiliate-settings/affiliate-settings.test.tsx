import { Notifications, notifications } from '@mantine/notifications';
import { ApiError } from '@postradar/api-client';
import type { AffiliateList, AffiliateRow } from '@postradar/contracts';
import type { Language } from '@postradar/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer } from '../../lib/collections/collection-test-kit';
import { displayOf } from '../../test/media-queries';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { AffiliateSettings } from './affiliate-settings';

function rowOf(extra: Partial<AffiliateRow> = {}): AffiliateRow {
  return {
    code: 'sam12345',
    email: 'an•••@example.com',
    plan: 'Standard',
    price: 59,
    currency: 'USD',
    register_date: '2026-03-02T08:04:05.000Z',
    ...extra,
  };
}

function listOf(affiliates: AffiliateRow[], extra: Partial<AffiliateList> = {}): AffiliateList {
  return {
    affiliates,
    page: 1,
    pages: affiliates.length > 0 ? 1 : 0,
    limit: 10,
    total: affiliates.length,
    purchases: affiliates.filter((row) => row.plan !== null).length,
    ...extra,
  };
}

const csv =
  'code,email,plan,price,currency,register_date\nsam12345,an•••@example.com,Standard,59,USD,2026-03-02\n';

interface RenderOptions {
  route?: string;
  language?: Language;
  /** What GET /api/export/affiliate answers: the CSV, or a failure. */
  exportAnswer?: string | Error;
}

/** Answers GET /api/affiliate with `lists` (one a call, the last one again), and the export. */
function renderAffiliate(
  lists: (AffiliateList | Error)[],
  { route = '/settings/affiliate', language = 'en', exportAnswer = csv }: RenderOptions = {},
) {
  signIn({ affiliateCode: 'sam12345' });
  let call = 0;
  const get = vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
    if (url === '/affiliate') {
      const list = lists[Math.min(call++, lists.length - 1)];
      return list instanceof Error ? Promise.reject(list) : Promise.resolve(answer(list));
    }
    if (url === '/export/affiliate') {
      return exportAnswer instanceof Error
        ? Promise.reject(exportAnswer)
        : Promise.resolve({ data: exportAnswer, status: 200 });
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  renderWithProviders(
    <>
      <Notifications />
      <AffiliateSettings />
    </>,
    { route, language },
  );
  return get;
}

/** The query of each GET /api/affiliate so far. */
function referralQueries(get: ReturnType<typeof renderAffiliate>) {
  return get.mock.calls
    .filter(([url]) => url === '/affiliate')
    .map(([, config]) => (config as { params?: unknown } | undefined)?.params);
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => notifications.clean());

describe('the affiliate settings', { timeout: 20_000 }, () => {
  it('shows the affiliate link, which Copy puts on the clipboard', async () => {
    renderAffiliate([listOf([])]);
    const link = `${window.location.origin}/?ref=sam12345`;
    expect((screen.getByTestId('affiliate-link') as HTMLInputElement).value).toBe(link);
    expect(screen.getByTestId('affiliate-link').hasAttribute('readonly')).toBe(true);
    expect(screen.getByTestId('affiliate-code').textContent).toBe('Your affiliate code: sam12345');

    const copy = screen.getByTestId('affiliate-copy');
    expect(copy.textContent).toBe('Copy');
    await userEvent.click(copy);
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(copy.textContent).toBe('Copied');
  });

  it('lists the referrals with their first purchase, and counts them', async () => {
    const get = renderAffiliate([
      listOf([
        rowOf(),
        rowOf({
          email: 'bi•••@example.org',
          plan: null,
          price: null,
          currency: null,
          register_date: '2026-02-11T10:00:00.000Z',
        }),
      ]),
    ]);
    const rows = await screen.findAllByTestId('referral-row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['2 Mar 2026', 'an•••@example.com', 'Standard', '$59', 'sam12345'],
      ['11 Feb 2026', 'bi•••@example.org', 'No purchase yet', '–', 'sam12345'],
    ]);
    expect(screen.getByTestId('affiliate-total').textContent).toBe('2');
    expect(screen.getByTestId('affiliate-purchases').textContent).toBe('1');
    expect(screen.getByTestId('referrals-total').textContent).toBe('2 referrals');
    expect(referralQueries(get)).toEqual([{ page: '1', limit: '10' }]);
    expect(screen.getByTestId('affiliate-export').hasAttribute('disabled')).toBe(false);
    expect(screen.getAllByTestId('affiliate-term')).toHaveLength(6);
  });

  it('tells a user without referrals to share the link, with nothing to export', async () => {
    renderAffiliate([listOf([])]);
    const empty = await screen.findByTestId('referrals-empty');
    expect(empty.textContent).toContain('No one has signed up through your link yet');
    expect(empty.textContent).toContain('Share your affiliate link');
    expect(within(empty).getByTestId('referrals-empty-copy').textContent).toBe('Copy link');
    expect(screen.getByTestId('affiliate-total').textContent).toBe('0');
    expect(screen.getByTestId('affiliate-export').hasAttribute('disabled')).toBe(true);
  });

  it('keeps the page and its size in the address', async () => {
    const get = renderAffiliate([listOf([rowOf()], { total: 25, pages: 3, purchases: 4 })], {
      route: '/settings/affiliate?page=2',
    });
    await screen.findAllByTestId('referral-row');
    expect(referralQueries(get)).toEqual([{ page: '2', limit: '10' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toBe('/settings/affiliate?page=3'));
    await waitFor(() => expect(referralQueries(get).at(-1)).toEqual({ page: '3', limit: '10' }));

    await userEvent.click(screen.getByTestId('referrals-per-page'));
    await userEvent.click(await screen.findByRole('option', { name: '20 per page', hidden: true }));
    await waitFor(() => expect(location()).toBe('/settings/affiliate?limit=20'));
    await waitFor(() => expect(referralQueries(get).at(-1)).toEqual({ page: '1', limit: '20' }));
  });

  it('downloads the export as affiliate.csv', async () => {
    const get = renderAffiliate([listOf([rowOf()])]);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:affiliate');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });

    await userEvent.click(await screen.findByTestId('affiliate-export'));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(get).toHaveBeenCalledWith('/export/affiliate');
    expect(clicks[0]?.download).toBe('affiliate.csv');
    expect(clicks[0]?.href).toBe('blob:affiliate');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toBe(`\uFEFF${csv}`);
  });

  it('says why an export failed', async () => {
    renderAffiliate([listOf([rowOf()])], {
      exportAnswer: new ApiError('Something went wrong', { status: 500, code: 'INTERNAL' }),
    });
    await userEvent.click(await screen.findByTestId('affiliate-export'));
    expect(await screen.findByText('Your referrals could not be exported')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    // A failure the server may get over is tried once more by itself before it shows.
    const busy = new ApiError('The server is busy.', { status: 503, code: 'INTERNAL' });
    renderAffiliate([busy, busy, listOf([rowOf()])]);
    const failure = await screen.findByTestId('referrals-error');
    expect(failure.textContent).toContain('Your referrals could not be loaded.');
    expect(failure.textContent).toContain('The server is busy.');
    expect(screen.getByTestId('affiliate-total').textContent).toBe('–');

    await userEvent.click(screen.getByTestId('referrals-retry'));
    expect(await screen.findAllByTestId('referral-row')).toHaveLength(1);
  });

  it('stacks the referrals on a phone, in Vietnamese', async () => {
    displayOf(375);
    renderAffiliate([listOf([rowOf({ plan: null, price: null, currency: null })])], {
      language: 'vi',
    });
    const cards = await screen.findByTestId('referral-cards');
    expect(screen.queryByTestId('referral-table')).toBeNull();
    expect(cards.textContent).toContain('an•••@example.com');
    expect(cards.textContent).toContain('Chưa mua gói nào');
    expect(cards.textContent).toContain('02/03/2026');
    expect(screen.getByTestId('affiliate-copy').textContent).toBe('Sao chép');
  });
});

import type { Offer } from '@postradar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../../../components/user-menu';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/collections/collection-test-kit';
import { offerPopup } from '../../../lib/offer/offer-popup-store';
import { localDay } from '../../../lib/offer/offer-schedule';
import { renderWithProviders, signIn } from '../../../test/render-with-providers';
import { OfferPopup } from './offer-popup';

/** Whether the popup's own code (offer-modal.tsx and what only it uses) has been loaded. */
const modal = vi.hoisted(() => ({ isLoaded: false }));
vi.mock('./offer-modal', async (importOriginal) => {
  modal.isLoaded = true;
  return importOriginal();
});

const day = 86_400_000;
const shownKey = 'postradar.offerShownOn.user-1';

const offerOf = (extra: Partial<Offer> = {}): Offer => ({
  endsAt: new Date(Date.now() + 2 * day + 3 * 3_600_000 + 5 * 60_000).toISOString(),
  isForUser: true,
  submittedAt: null,
  ...extra,
});

/** The popup and the user menu on `route`, GET /api/offer answering `offer`. */
function renderAt(route: string, offer: Offer | null) {
  signIn();
  const get = vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
    if (url === '/offer') return Promise.resolve(answer(offer));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  const result = renderWithProviders(
    <>
      <UserMenu />
      <Link to="/a/posts">Posts</Link>
      <OfferPopup />
    </>,
    { route },
  );
  return { get, ...result };
}

/** Lets the offer load, then says whether the popup is on screen. */
async function popupAfterLoad(get: ReturnType<typeof vi.spyOn>) {
  await waitFor(() => expect(get).toHaveBeenCalledWith('/offer', expect.anything()));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return screen.queryByTestId('offer-popup');
}

async function openUserMenu() {
  await userEvent.click(screen.getByTestId('user-menu'));
  await screen.findByTestId('user-menu-support');
}

afterEach(() => offerPopup.close());

describe('the limited-time offer popup', { timeout: 20_000 }, () => {
  // First in the file: the popup's code, once loaded, stays loaded for the tests after it.
  it('loads its own code only when it opens', async () => {
    const paying = renderAt('/a', offerOf({ isForUser: false }));
    expect(await popupAfterLoad(paying.get)).toBeNull();
    paying.unmount();
    const none = renderAt('/a', null);
    expect(await popupAfterLoad(none.get)).toBeNull();
    none.unmount();
    window.localStorage.setItem(shownKey, localDay(new Date()));
    const shownToday = renderAt('/a', offerOf());
    expect(await popupAfterLoad(shownToday.get)).toBeNull();
    expect(modal.isLoaded).toBe(false);

    await openUserMenu();
    await userEvent.click(await screen.findByTestId('user-menu-offer'));
    expect(await screen.findByTestId('offer-popup')).toBeTruthy();
    expect(modal.isLoaded).toBe(true);
  });

  it('opens by itself once a day with the offer and a countdown to its end', async () => {
    renderAt('/a', offerOf());

    const popup = await screen.findByTestId('offer-popup');
    expect(popup.textContent).toContain('Up to $1000 in gifts and discount vouchers of up to 60%');
    const unit = (name: string) => within(popup).getByTestId(`offer-countdown-${name}`).textContent;
    expect(unit('days')).toBe('02days');
    expect(unit('hours')).toBe('03hours');
    expect(unit('minutes')).toMatch(/^0[45]minutes$/);
    const seconds = unit('seconds');
    await waitFor(() => expect(unit('seconds')).not.toBe(seconds), { timeout: 2500 });
    expect(window.localStorage.getItem(shownKey)).toBe(localDay(new Date()));

    await userEvent.click(within(popup).getByTestId('offer-not-now'));
    await waitFor(() => expect(screen.queryByTestId('offer-popup')).toBeNull());
    // Another screen the same day: it stays closed.
    await userEvent.click(screen.getByText('Posts'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('offer-popup')).toBeNull();
  });

  it('stays closed when it opened today already, and opens again the next day', async () => {
    window.localStorage.setItem(shownKey, localDay(new Date()));
    const { get, unmount } = renderAt('/a', offerOf());
    expect(await popupAfterLoad(get)).toBeNull();
    unmount();

    window.localStorage.setItem(shownKey, localDay(new Date(Date.now() - day)));
    renderAt('/a', offerOf());
    expect(await screen.findByTestId('offer-popup')).toBeTruthy();
  });

  it('never shows to a paying user, and the user menu has no entry for it', async () => {
    const { get } = renderAt('/a', offerOf({ isForUser: false }));
    expect(await popupAfterLoad(get)).toBeNull();
    await openUserMenu();
    expect(screen.queryByTestId('user-menu-offer')).toBeNull();
    expect(window.localStorage.getItem(shownKey)).toBeNull();
  });

  it('never shows after the offer’s end, nor when none runs', async () => {
    const ended = renderAt('/a', offerOf({ endsAt: new Date(Date.now() - 1000).toISOString() }));
    expect(await popupAfterLoad(ended.get)).toBeNull();
    await openUserMenu();
    expect(screen.queryByTestId('user-menu-offer')).toBeNull();
    ended.unmount();

    const none = renderAt('/a', null);
    expect(await popupAfterLoad(none.get)).toBeNull();
  });

  it('keeps quiet on the pricing and checkout screens', async () => {
    for (const route of ['/pricing', '/checkout']) {
      const { get, unmount } = renderAt(route, offerOf());
      expect(await popupAfterLoad(get), route).toBeNull();
      unmount();
    }
    expect(window.localStorage.getItem(shownKey)).toBeNull();
  });

  it('checks the form as the API does, stores it and thanks the user', async () => {
    renderAt('/a', offerOf());
    const post = vi
      .spyOn(api.main, 'post')
      .mockResolvedValue(answer({ submittedAt: new Date().toISOString() }));
    const popup = await screen.findByTestId('offer-popup');
    const email = within(popup).getByTestId('offer-email') as HTMLInputElement;
    expect(email.value).toBe('lan@example.com');

    await userEvent.clear(email);
    await userEvent.type(email, 'lan@example');
    await userEvent.type(within(popup).getByTestId('offer-contact'), ' 1 ');
    await userEvent.click(within(popup).getByTestId('offer-submit'));
    expect(
      await within(popup).findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeTruthy();
    expect(within(popup).getByText('Enter at least 3 characters.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(email, '.com');
    await userEvent.clear(within(popup).getByTestId('offer-contact'));
    await userEvent.type(within(popup).getByTestId('offer-contact'), 'zalo 0901234567');
    await userEvent.click(within(popup).getByTestId('offer-submit'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/offer/submissions',
        { email: 'lan@example.com', contact: 'zalo 0901234567' },
        expect.anything(),
      ),
    );
    expect((await within(popup).findByTestId('offer-thanks')).textContent).toContain('Thank you!');
  });

  it('does not open by itself once answered; the user menu opens it again while it runs', async () => {
    const { get } = renderAt('/a', offerOf({ submittedAt: new Date().toISOString() }));
    expect(await popupAfterLoad(get)).toBeNull();

    await openUserMenu();
    await userEvent.click(await screen.findByTestId('user-menu-offer'));
    const popup = await screen.findByTestId('offer-popup');
    expect(within(popup).getByTestId('offer-thanks')).toBeTruthy();
  });
});

import type { FollowSummary, IgnoredItem } from '@postradar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer } from '../../lib/collections/collection-test-kit';
import {
  answerGets,
  callsTo,
  domainRowOf,
  pageFollowOf,
} from '../../lib/collections/route-test-kit';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { FollowsScreen } from './follows-screen';

const summary: FollowSummary = {
  follows: { page: 2, domain: 1, pixel: 0 },
  withNewPosts: { page: 1, domain: 0, pixel: 0 },
  ignored: 3,
};

function list<T>(docs: T[]) {
  return { docs, page: 1, pages: 1, total: docs.length, perPage: 50, totalCapped: false };
}

function renderAt(route: string, routes: Parameters<typeof answerGets>[0]) {
  signIn();
  const get = answerGets({ '/follows/summary': () => summary, ...routes });
  renderWithProviders(
    <Routes>
      <Route path="/a/follows" element={<FollowsScreen />} />
      <Route path="/a/pages/:id" element={<p>page screen</p>} />
    </Routes>,
    { route },
  );
  return get;
}

const location = () => screen.getByTestId('location').textContent;

describe('the follows screen', { timeout: 20_000 }, () => {
  it('shows the tab of the address with its badges, and the page of the address', async () => {
    const get = renderAt('/a/follows?page=2&perPage=20', {
      '/follows': () =>
        list([
          pageFollowOf('7', 'Nurse Life Co', { count: 12, isCapped: false }),
          pageFollowOf('8', 'Mug Lovers', { count: 100, isCapped: true }),
          pageFollowOf('9', 'Quiet Page'),
        ]),
    });

    const rows = await screen.findAllByTestId('follow-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Nurse Life Co');
    expect(rows[0]?.textContent).toContain('1,234');
    expect(within(rows[0] as HTMLElement).getByTestId('follow-new-posts').textContent).toBe(
      '12 new posts',
    );
    expect(within(rows[1] as HTMLElement).getByTestId('follow-new-posts').textContent).toBe(
      '99+ new posts',
    );
    expect(rows[2]?.textContent).toContain('No new posts');
    expect(callsTo(get, '/follows')[0]).toEqual({ kind: 'page', page: '2', perPage: '20' });
    expect(document.title).toBe('Follows - PostRadar');
    expect(screen.getByTestId('follows-tab-pages').getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByTestId('follows-badge-pages')).textContent).toBe('1');
    expect(screen.getByTestId('follows-badge-blacklist').textContent).toBe('3');
    expect(screen.queryByTestId('follows-badge-domains')).toBeNull();

    await userEvent.click(screen.getByTestId('follows-tab-pixels'));
    await waitFor(() => expect(location()).toBe('/a/follows?tab=pixels&perPage=20'));
    await waitFor(() => expect(document.title).toBe('Pixels Following - PostRadar'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pixels Following');
  });

  it('marks a follow seen and opens its screen from its new posts', async () => {
    renderAt('/a/follows', {
      '/follows': () => list([pageFollowOf('7', 'Nurse Life Co', { count: 3, isCapped: false })]),
    });
    const post = vi
      .spyOn(api.main, 'post')
      .mockResolvedValue(answer({ kind: 'page', id: '7', isFollowed: true }));
    await userEvent.click(await screen.findByTestId('follow-new-posts'));
    expect(post).toHaveBeenCalledWith('/follows/page/7/seen', {}, expect.anything());
    await waitFor(() => expect(location()).toBe('/a/pages/7'));
  });

  it('asks before unfollowing, then unfollows', async () => {
    renderAt('/a/follows?tab=domains', {
      '/follows': () =>
        list([
          {
            kind: 'domain',
            domain: domainRowOf('3', 'nurselife.shop'),
            followedAt: '2026-01-01T08:00:00.000Z',
            seenAt: '2026-01-01T08:00:00.000Z',
            newPosts: { count: 0, isCapped: false },
          },
        ]),
    });
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue(answer({ kind: 'domain', id: '3', isFollowed: false }));

    await userEvent.click(await screen.findByTestId('unfollow'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Unfollow nurselife.shop?');
    expect(remove).not.toHaveBeenCalled();
    expect(location()).toBe('/a/follows?tab=domains');

    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/follows/domain/3', expect.anything()),
    );
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });

  it('says what to do when nothing is followed yet', async () => {
    renderAt('/a/follows?tab=pixels', { '/follows': () => list([]) });
    const empty = await screen.findByTestId('collection-empty');
    expect(empty.textContent).toContain('You follow no pixels yet');
    await userEvent.click(within(empty).getByRole('button', { name: 'Browse pixels' }));
    await waitFor(() => expect(location()).toBe('/a/pixels'));
  });
});

describe('the blacklist', { timeout: 20_000 }, () => {
  const ignored: IgnoredItem[] = [
    { kind: 'post', post: postOf(), ignoredAt: '2026-01-02T08:00:00.000Z' },
    {
      kind: 'domain',
      domain: domainRowOf('3', 'nurselife.shop'),
      ignoredAt: '2026-01-01T08:00:00.000Z',
    },
  ];

  it('lists ignored posts and stores, filters by kind, and removes one after asking', async () => {
    const get = renderAt('/a/follows?tab=blacklist', { '/ignored': () => list(ignored) });
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue(answer({ kind: 'post', id: '101', isIgnored: false }));

    const rows = await screen.findAllByTestId('blacklist-row');
    expect(rows[0]?.textContent).toContain('Nurse Life Co');
    expect(rows[0]?.textContent).toContain('Only for proud nurses');
    expect(rows[1]?.textContent).toContain('nurselife.shop');
    expect(screen.getByTestId('blacklist-total').textContent).toBe('2 ignored');
    expect(callsTo(get, '/ignored')[0]).toEqual({ kind: undefined, page: '1', perPage: '50' });

    await userEvent.click(within(rows[0] as HTMLElement).getByTestId('blacklist-remove'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Take this post off the blacklist?');
    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/ignored/post/101', expect.anything()),
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Stores' }));
    await waitFor(() => expect(location()).toBe('/a/follows?tab=blacklist&kind=domain'));
    await waitFor(() => expect(callsTo(get, '/ignored').at(-1)).toMatchObject({ kind: 'domain' }));
  });

  it('has a hint when nothing is ignored', async () => {
    renderAt('/a/follows?tab=blacklist', { '/ignored': () => list([]) });
    expect((await screen.findByTestId('collection-empty')).textContent).toContain(
      'Your blacklist is empty',
    );
  });
});

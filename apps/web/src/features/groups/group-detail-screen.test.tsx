import { ApiError } from '@postradar/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Language } from '@postradar/i18n';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer } from '../../lib/collections/collection-test-kit';
import { answerGets, callsTo, groupOf, pageMemberOf } from '../../lib/collections/route-test-kit';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { GroupDetailScreen } from './group-detail-screen';

const group = groupOf('5', 'Nurse stores', { pageCount: 2, domainCount: 0 });

function renderAt(route: string, language: Language = 'en') {
  signIn();
  const get = answerGets({
    '/groups/5': () => ({
      group,
      members: [pageMemberOf('7', 'Nurse Life Co'), pageMemberOf('8', 'Scrub Queens')],
    }),
    '/groups/5/posts': () => ({
      docs: [postOf()],
      page: 1,
      pages: 1,
      total: 1,
      perPage: 50,
      totalCapped: false,
    }),
    '/collections/marks': () => ({
      favoritePostIds: [],
      pooledPostIds: [],
      followed: { pageIds: [], domainIds: [], pixelIds: [] },
      ignored: { postIds: [], pageIds: [], domainIds: [] },
    }),
  });
  vi.spyOn(api.main, 'post').mockResolvedValue(answer({}));
  renderWithProviders(
    <Routes>
      <Route path="/a/groups/:id" element={<GroupDetailScreen />} />
      <Route path="/a/groups" element={<p>groups</p>} />
    </Routes>,
    { route, language },
  );
  return get;
}

const location = () => screen.getByTestId('location').textContent;

describe("a group's screen", { timeout: 20_000 }, () => {
  it("shows 'Group details': the group and its members, each removable after asking", async () => {
    renderAt('/a/groups/5');
    expect((await screen.findByTestId('group-name')).textContent).toBe('Nurse stores');
    expect(document.title).toBe('Nurse stores · Group details - PostRadar');
    const rows = screen.getAllByTestId('group-member-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Nurse Life Co'),
      expect.stringContaining('Scrub Queens'),
    ]);
    expect(rows[0]?.textContent).toContain('Page');
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue(answer({ group, isMember: false }));

    await userEvent.click(within(rows[1] as HTMLElement).getByTestId('group-member-remove'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Remove Scrub Queens from the group?');
    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/groups/5/members/page/8', expect.anything()),
    );
  });

  it("shows 'Group Trending posts' sorted by trending, and keeps the tab while searching", async () => {
    const get = renderAt('/a/groups/5');
    await userEvent.click(await screen.findByTestId('group-trending-tab'));
    await waitFor(() => expect(location()).toBe('/a/groups/5?tab=trending'));
    await waitFor(() =>
      expect(document.title).toBe('Nurse stores · Group Trending posts - PostRadar'),
    );
    expect(await screen.findByTestId('post-card')).toBeTruthy();
    expect(callsTo(get, '/groups/5/posts')[0]).toMatchObject({ sort: 'trending' });

    await userEvent.type(screen.getByTestId('search-input'), 'hoodie{Enter}');
    await waitFor(() => expect(location()).toBe('/a/groups/5?q=hoodie&tab=trending'));
    await waitFor(() =>
      expect(callsTo(get, '/groups/5/posts').at(-1)).toMatchObject({ q: 'hoodie' }),
    );
  });

  it("names the group in the browser tab's title once it is loaded, in Vietnamese too", async () => {
    renderAt('/a/groups/5?tab=trending', 'vi');
    expect((await screen.findByTestId('group-name')).textContent).toBe('Nurse stores');
    await waitFor(() =>
      expect(document.title).toBe('Nurse stores · Bài đăng thịnh hành của nhóm - PostRadar'),
    );
  });

  it("titles the browser tab with the tab's name alone while the group loads", async () => {
    signIn();
    vi.spyOn(api.main, 'get').mockReturnValue(new Promise(() => undefined));
    renderWithProviders(
      <Routes>
        <Route path="/a/groups/:id" element={<GroupDetailScreen />} />
      </Routes>,
      { route: '/a/groups/5' },
    );
    expect(await screen.findByTestId('group-loading')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Group details - PostRadar'));
  });

  it('opens the trending posts for a search re-run from the history', async () => {
    renderAt('/a/groups/5?q=mug&sort=newest');
    expect(await screen.findByTestId('post-card')).toBeTruthy();
    expect(screen.getByTestId('group-trending-tab').getAttribute('aria-selected')).toBe('true');
  });

  it('says when the group does not exist', async () => {
    signIn();
    vi.spyOn(api.main, 'get').mockRejectedValue(
      new ApiError('This group does not exist.', { status: 404, code: 'NOT_FOUND' }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/a/groups/:id" element={<GroupDetailScreen />} />
      </Routes>,
      { route: '/a/groups/99' },
    );
    expect((await screen.findByTestId('entity-empty')).textContent).toContain(
      'This group does not exist.',
    );
  });
});

import { ApiError } from '@postradar/api-client';
import type { ResearchGroup } from '@postradar/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer } from '../../lib/collections/collection-test-kit';
import { answerGets, callsTo, groupOf } from '../../lib/collections/route-test-kit';
import type { UserInput } from '../../lib/session/user';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { GroupsScreen } from './groups-screen';

function list(docs: ResearchGroup[]) {
  return { docs, page: 1, pages: 1, total: docs.length, perPage: 50, totalCapped: false };
}

function renderAt(route: string, groups: ResearchGroup[], user: UserInput = {}) {
  signIn(user);
  const get = answerGets({ '/groups': () => list(groups) });
  renderWithProviders(
    <>
      <GroupsScreen />
      <Notifications />
    </>,
    { route },
  );
  return get;
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => notifications.clean());

describe('the groups screen', { timeout: 20_000 }, () => {
  it("lists the user's groups with what each holds, the tab and page from the address", async () => {
    const get = renderAt('/a/groups?page=2', [groupOf('1', 'Nurse stores')]);
    const rows = await screen.findAllByTestId('group-row');
    expect(rows[0]?.textContent).toContain('Nurse stores');
    expect(rows[0]?.textContent).toContain('2 pages · 1 domain · 0 pixels');
    expect(callsTo(get, '/groups')[0]).toEqual({ scope: 'own', page: '2', perPage: '50' });
    expect(document.title).toBe('Groups - PostRadar');
    expect(within(rows[0] as HTMLElement).queryByTestId('group-feature')).toBeNull();

    await userEvent.click(screen.getByTestId('groups-tab-featured'));
    await waitFor(() => expect(location()).toBe('/a/groups?tab=featured'));
    await waitFor(() =>
      expect(callsTo(get, '/groups').at(-1)).toMatchObject({ scope: 'featured' }),
    );
  });

  it("creates a group, showing the API's refusal of a name as it is", async () => {
    renderAt('/a/groups', []);
    expect((await screen.findByTestId('collection-empty')).textContent).toContain(
      'You have no groups yet',
    );
    const post = vi
      .spyOn(api.main, 'post')
      .mockRejectedValueOnce(
        new ApiError('This name already exists', { status: 409, code: 'CONFLICT' }),
      )
      .mockResolvedValueOnce(answer(groupOf('2', 'Gift shops')));

    await userEvent.click(screen.getByTestId('group-create'));
    await userEvent.type(await screen.findByTestId('group-name-input'), 'Nurse stores{Enter}');
    expect(post).toHaveBeenCalledWith('/groups', { name: 'Nurse stores' }, expect.anything());
    expect(await screen.findByText('This name already exists')).toBeTruthy();

    await userEvent.clear(screen.getByTestId('group-name-input'));
    await userEvent.type(screen.getByTestId('group-name-input'), 'Gift shops');
    await userEvent.click(screen.getByTestId('group-name-submit'));
    await waitFor(() => expect(screen.queryByTestId('group-name-dialog')).toBeNull());
    expect(post).toHaveBeenLastCalledWith('/groups', { name: 'Gift shops' }, expect.anything());
  });

  it('asks before deleting a group, naming it', async () => {
    renderAt('/a/groups', [groupOf('1', 'Nurse stores')]);
    const remove = vi.spyOn(api.main, 'delete').mockResolvedValue(answer({ removed: true }));

    await userEvent.click(await screen.findByTestId('group-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Delete the group “Nurse stores”?');
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/groups/1', expect.anything()));
    expect(location()).toBe('/a/groups');
  });

  it('follows and copies a featured group; staff with group-mod may withdraw it', async () => {
    renderAt(
      '/a/groups?tab=featured',
      [
        groupOf('5', 'Top nurse stores', {
          isOwn: false,
          isFeatured: true,
          ownerName: 'PostRadar',
        }),
      ],
      { roles: ['group-mod'], scopes: ['group-mod'] },
    );
    const put = vi
      .spyOn(api.main, 'put')
      .mockResolvedValue(answer(groupOf('5', 'Top nurse stores', { isOwn: false })));
    const post = vi
      .spyOn(api.main, 'post')
      .mockResolvedValue(answer(groupOf('6', 'Top nurse stores (copy)')));

    const row = await screen.findByTestId('group-row');
    expect(row.textContent).toContain('By PostRadar');
    expect(within(row).queryByTestId('group-delete')).toBeNull();

    await userEvent.click(within(row).getByTestId('group-follow'));
    expect(put).toHaveBeenCalledWith('/groups/5/follow', {}, expect.anything());

    await userEvent.click(within(row).getByTestId('group-copy'));
    expect(post).toHaveBeenCalledWith('/groups/5/copy', {}, expect.anything());
    expect(
      await screen.findByText('Copied to your groups as “Top nurse stores (copy)”.'),
    ).toBeTruthy();

    await userEvent.click(within(row).getByTestId('group-feature'));
    expect(within(row).getByTestId('group-feature').textContent).toBe('Unfeature');
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/groups/5/featured',
        { isFeatured: false },
        expect.anything(),
      ),
    );
  });
});

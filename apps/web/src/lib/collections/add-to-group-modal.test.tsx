import { ApiError } from '@postradar/api-client';
import type { ResearchGroup } from '@postradar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { api } from '../api';
import { AddToGroupAction } from './add-to-group-action';
import { answer } from './collection-test-kit';
import { answerGets, callsTo, groupOf } from './route-test-kit';

/** The user's groups, as GET /api/groups lists them for `containing`, filtered by `q`. */
function groupsRoute(groups: ResearchGroup[]) {
  return ({ q }: Record<string, string | undefined>) => {
    const docs = groups.filter((group) => !q || group.name.toLowerCase().includes(q.toLowerCase()));
    return { docs, page: 1, pages: 1, total: docs.length, perPage: 100, totalCapped: false };
  };
}

async function openModal() {
  await userEvent.click(screen.getByTestId('post-action-group'));
  return screen.findByTestId('add-to-group-modal');
}

const rowNamed = (name: string) =>
  screen.getAllByTestId('add-to-group-row').find((row) => row.textContent?.includes(name));

describe("the 'Add to group' modal", { timeout: 20_000 }, () => {
  it("lists the user's groups with the page's membership and toggles it", async () => {
    signIn();
    const groups = [groupOf('1', 'Nurse stores', { hasMember: true }), groupOf('2', 'Mug sellers')];
    const get = answerGets({ '/groups': groupsRoute(groups) });
    const put = vi.spyOn(api.main, 'put').mockImplementation(() => {
      groups[1] = { ...(groups[1] as ResearchGroup), hasMember: true };
      return Promise.resolve(answer({ group: groups[1], isMember: true }));
    });
    const remove = vi.spyOn(api.main, 'delete').mockImplementation(() => {
      groups[0] = { ...(groups[0] as ResearchGroup), hasMember: false };
      return Promise.resolve(answer({ group: groups[0], isMember: false }));
    });
    renderWithProviders(<AddToGroupAction post={postOf()} />, { route: '/a/posts' });

    const modal = await openModal();
    expect(within(modal).getByTestId('add-to-group-name').textContent).toBe('Nurse Life Co');
    await waitFor(() => expect(screen.getAllByTestId('add-to-group-row')).toHaveLength(2));
    expect(rowNamed('Nurse stores')?.getAttribute('aria-checked')).toBe('true');
    expect(rowNamed('Mug sellers')?.getAttribute('aria-checked')).toBe('false');
    expect(callsTo(get, '/groups')[0]).toMatchObject({ scope: 'own', containing: 'page:7' });

    await userEvent.click(rowNamed('Mug sellers') as HTMLElement);
    expect(put).toHaveBeenCalledWith('/groups/2/members/page/7', {}, expect.anything());
    await waitFor(() => expect(rowNamed('Mug sellers')?.getAttribute('aria-checked')).toBe('true'));

    await userEvent.click(rowNamed('Nurse stores') as HTMLElement);
    expect(remove).toHaveBeenCalledWith('/groups/1/members/page/7', expect.anything());
    await waitFor(() =>
      expect(rowNamed('Nurse stores')?.getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('creates a group from the search when none is named so, with the page in it', async () => {
    signIn();
    const groups = [groupOf('1', 'Nurse stores')];
    const get = answerGets({ '/groups': groupsRoute(groups) });
    const post = vi.spyOn(api.main, 'post').mockImplementation(() => {
      groups.push(groupOf('9', 'Gift shops'));
      return Promise.resolve(answer(groups[1]));
    });
    const put = vi.spyOn(api.main, 'put').mockImplementation(() => {
      groups[1] = { ...(groups[1] as ResearchGroup), hasMember: true };
      return Promise.resolve(answer({ group: groups[1], isMember: true }));
    });
    renderWithProviders(<AddToGroupAction post={postOf()} />, { route: '/a/posts' });
    await openModal();
    await screen.findAllByTestId('add-to-group-row');

    // An existing name offers no creation.
    await userEvent.type(screen.getByTestId('add-to-group-search'), 'nurse stores');
    expect(screen.queryByTestId('add-to-group-create')).toBeNull();

    await userEvent.clear(screen.getByTestId('add-to-group-search'));
    await userEvent.type(screen.getByTestId('add-to-group-search'), 'Gift shops');
    await waitFor(() => expect(callsTo(get, '/groups').at(-1)).toMatchObject({ q: 'Gift shops' }));
    expect(await screen.findByTestId('add-to-group-empty')).toBeTruthy();
    const create = screen.getByTestId('add-to-group-create');
    expect(create.textContent).toBe('Create “Gift shops”');

    await userEvent.click(create);
    expect(post).toHaveBeenCalledWith('/groups', { name: 'Gift shops' }, expect.anything());
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/groups/9/members/page/7', {}, expect.anything()),
    );
    await waitFor(() => expect(rowNamed('Gift shops')?.getAttribute('aria-checked')).toBe('true'));
  });

  it('shows a refusal as the API words it, and offers the store and the pixel', async () => {
    signIn();
    const get = answerGets({ '/groups': groupsRoute([groupOf('1', 'Nurse stores')]) });
    vi.spyOn(api.main, 'put').mockRejectedValue(
      new ApiError('A group holds at most 500 pages, domains and pixels.', {
        status: 409,
        code: 'LIMIT_REACHED',
      }),
    );
    renderWithProviders(<AddToGroupAction post={postOf()} />, { route: '/a/posts' });
    const modal = await openModal();

    await userEvent.click(within(modal).getByRole('radio', { name: 'Store' }));
    expect(within(modal).getByTestId('add-to-group-name').textContent).toBe('nurselife.shop');
    await waitFor(() =>
      expect(callsTo(get, '/groups').at(-1)).toMatchObject({ containing: 'domain:3' }),
    );
    expect(within(modal).getByRole('radio', { name: 'Pixel' })).toBeTruthy();

    await userEvent.click(rowNamed('Nurse stores') as HTMLElement);
    expect((await screen.findByTestId('add-to-group-error')).textContent).toBe(
      'A group holds at most 500 pages, domains and pixels.',
    );
  });
});

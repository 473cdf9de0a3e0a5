import type { Idea } from '@postradar/contracts';
import { ApiError } from '@postradar/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer, marksOf, pageOf } from '../../lib/collections/collection-test-kit';
import { callsTo } from '../../lib/collections/route-test-kit';
import type { UserInput } from '../../lib/session/user';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { IdeasScreen } from './ideas-screen';

const ideaOf = (postId: string, niche: string, note: string): Idea => ({
  post: postOf({ _id: postId }),
  note,
  niche,
  addedBy: { name: 'Minh Tran', avatar: null },
  addedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  updatedAt: new Date(Date.now() - 3_600_000).toISOString(),
});

const niches = [
  { niche: 'nurse', ideas: 12 },
  { niche: 'dog', ideas: 3 },
];

function renderAt(
  route: string,
  { ideas = [ideaOf('101', 'nurse', 'Hoodie sells before winter')], user = {} as UserInput } = {},
) {
  signIn(user);
  const get = vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
    if (url === '/ideas') return Promise.resolve(pageOf(ideas, { total: ideas.length }));
    if (url === '/ideas/niches') return Promise.resolve(answer(niches));
    if (url === '/collections/marks') return Promise.resolve(answer(marksOf()));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  renderWithProviders(
    <Routes>
      <Route path="/a/ideas" element={<IdeasScreen />} />
    </Routes>,
    { route },
  );
  return { get };
}

const moderator = { roles: ['idea-mod'] };

describe('the ideas screen', { timeout: 20_000 }, () => {
  it('shows each idea’s post, niche, note and who picked it, and a tab per niche with its count', async () => {
    const { get } = renderAt('/a/ideas');

    const item = await screen.findByTestId('idea-item');
    expect(within(item).getByTestId('post-card')).toBeTruthy();
    expect(within(item).getByTestId('idea-niche-badge').textContent).toBe('nurse');
    expect(within(item).getByTestId('idea-entry-note').textContent).toBe(
      'Hoodie sells before winter',
    );
    expect(item.textContent).toContain('Picked by Minh Tran · 3 hours ago');
    expect(document.title).toBe('Ideas posts - PostRadar');

    const tabs = await screen.findAllByTestId('niche-tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All niches15', 'nurse12', 'dog3']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(callsTo(get, '/ideas')).toEqual([{ page: '1', perPage: '50' }]);
  });

  it('shows one niche from the address, and another when its tab is chosen, from page 1', async () => {
    const { get } = renderAt('/a/ideas?niche=dog&page=2');

    await screen.findByTestId('idea-item');
    const tabs = await screen.findAllByTestId('niche-tab');
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');
    expect(callsTo(get, '/ideas')).toEqual([{ niche: 'dog', page: '2', perPage: '50' }]);

    await userEvent.click(tabs[1] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/a/ideas?niche=nurse'),
    );
    await waitFor(() =>
      expect(callsTo(get, '/ideas').at(-1)).toEqual({ niche: 'nurse', page: '1', perPage: '50' }),
    );
  });

  it('says when there are no ideas yet, with a way on', async () => {
    renderAt('/a/ideas', { ideas: [] });
    const empty = await screen.findByTestId('collection-empty');
    expect(empty.textContent).toContain('No ideas yet');
    expect(empty.textContent).toContain('Check back soon.');
  });

  it('offers every niche when the chosen one has no ideas', async () => {
    renderAt('/a/ideas?niche=horse', { ideas: [] });
    const empty = await screen.findByTestId('collection-empty');
    expect(empty.textContent).toContain('No ideas in “horse”');
    await userEvent.click(within(empty).getByRole('button', { name: 'Show all niches' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/a/ideas'));
  });

  it('shows why the list failed, with a way to try again', async () => {
    signIn();
    const get = vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
      if (url === '/ideas/niches') return Promise.resolve(answer(niches));
      return Promise.reject(new ApiError('Network Error', { status: 0 }));
    });
    renderWithProviders(
      <Routes>
        <Route path="/a/ideas" element={<IdeasScreen />} />
      </Routes>,
      { route: '/a/ideas' },
    );
    expect((await screen.findByTestId('results-error')).textContent).toContain('Network Error');
    const before = callsTo(get, '/ideas').length;
    await userEvent.click(screen.getByTestId('results-retry'));
    await waitFor(() => expect(callsTo(get, '/ideas').length).toBe(before + 1));
  });

  it('gives sellers no way to change ideas', async () => {
    renderAt('/a/ideas');
    const item = await screen.findByTestId('idea-item');
    expect(within(item).queryByTestId('idea-edit')).toBeNull();
    expect(within(item).queryByTestId('idea-remove')).toBeNull();
    expect(within(item).queryByTestId('post-action-idea')).toBeNull();
  });

  it('lets an idea moderator edit an idea from its note, and remove it after asking', async () => {
    renderAt('/a/ideas', { user: moderator });
    const put = vi
      .spyOn(api.main, 'put')
      .mockResolvedValue(answer(ideaOf('101', 'nurse', 'Sells before winter, in red')));
    const remove = vi.spyOn(api.main, 'delete').mockResolvedValue(answer({ removed: true }));

    const item = await screen.findByTestId('idea-item');
    await userEvent.click(within(item).getByTestId('idea-edit'));
    const modal = await screen.findByTestId('idea-modal');
    expect(modal.textContent).toContain('Edit the idea');
    const note = within(modal).getByTestId('idea-note') as HTMLTextAreaElement;
    expect(note.value).toBe('Hoodie sells before winter');
    await userEvent.clear(note);
    await userEvent.type(note, 'Sells before winter, in red');
    await userEvent.click(within(modal).getByTestId('idea-save'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/ideas/posts/101',
        { note: 'Sells before winter, in red', niche: 'nurse' },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('idea-modal')).toBeNull());

    await userEvent.click(within(item).getByTestId('idea-remove'));
    const dialog = await screen.findByTestId('idea-remove-dialog');
    expect(dialog.textContent).toContain('Take this post and its note off ideas?');
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByTestId('idea-remove-dialog-confirm'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/ideas/posts/101', expect.anything()));
    await waitFor(() => expect(screen.queryByTestId('idea-remove-dialog')).toBeNull());
  });
});

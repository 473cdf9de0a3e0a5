import type { SavedSearch } from '@postradar/contracts';
import { ApiError } from '@postradar/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { SearchHistoryScreen } from './search-history-screen';

const savedSearch = (id: string, name: string, params: Record<string, string>): SavedSearch => ({
  _id: id,
  name,
  path: '/a/trending',
  params,
  lastRunAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  createdAt: new Date(Date.now() - 9 * 86_400_000).toISOString(),
});

const saved = [
  savedSearch('1', 'Nurse hoodies', { q: 'nurse hoodie' }),
  savedSearch('2', 'Christmas mugs', { q: 'christmas mug', sort: 'mass_shares' }),
  savedSearch('3', 'Quiet one', { kind: 'ad' }),
];

const newPosts: Record<string, { count: number; isCapped: boolean }> = {
  '1': { count: 5, isCapped: false },
  '2': { count: 100, isCapped: true },
  '3': { count: 0, isCapped: false },
};

const envelope = (data: unknown) => ({ data: { success: true, data }, status: 200 });

function answerReads() {
  return vi.spyOn(api.main, 'get').mockImplementation((url) => {
    const id = /^\/saved-searches\/(\d+)\/new-posts$/.exec(url)?.[1];
    if (id) return Promise.resolve(envelope(newPosts[id]));
    if (url === '/saved-searches') {
      return Promise.resolve(
        envelope({ docs: saved, page: 1, pages: 1, total: 3, perPage: 50, totalCapped: false }),
      );
    }
    return Promise.reject(new Error(`No ${url} here`));
  });
}

function renderSaved() {
  signIn();
  return renderWithProviders(
    <Routes>
      <Route path="/a/search-history" element={<SearchHistoryScreen />} />
    </Routes>,
    { route: '/a/search-history?tab=saved' },
  );
}

async function rowOf(index: number) {
  const row = (await screen.findAllByTestId('saved-search'))[index];
  if (!row) throw new Error(`No saved search at ${index}`);
  return within(row);
}
const location = () => screen.getByTestId('location').textContent;

describe('the saved searches', { timeout: 20_000 }, () => {
  it('shows each one with its new posts: "N new", "99+ new" or nothing', async () => {
    answerReads();
    renderSaved();
    const [first, second, third] = [await rowOf(0), await rowOf(1), await rowOf(2)];
    expect(screen.getByRole('tab', { name: 'Saved searches', selected: true })).toBeTruthy();
    expect(first.getByText('Nurse hoodies')).toBeTruthy();
    expect((await first.findByTestId('saved-search-new')).textContent).toBe('5 new');
    expect((await second.findByTestId('saved-search-new')).textContent).toBe('99+ new');
    expect(second.getByTestId('search-summary').textContent).toBe(
      '“christmas mug” · Sorted by Mass shares',
    );
    expect(third.getByTestId('search-screen').textContent).toBe('Trending');
    await waitFor(() => expect(third.queryByTestId('saved-search-new')).toBeNull());
    expect(third.getByText('2 days ago')).toBeTruthy();
  });

  it('renames one, showing what the API refuses under the name', async () => {
    answerReads();
    const put = vi
      .spyOn(api.main, 'put')
      .mockRejectedValueOnce(
        new ApiError('This name already exists', { status: 409, code: 'CONFLICT' }),
      )
      .mockResolvedValueOnce(envelope({ ...saved[0], name: 'Hoodies for nurses' }));
    renderSaved();
    await userEvent.click((await rowOf(0)).getByTestId('saved-search-rename'));
    const dialog = within(await screen.findByTestId('rename-saved-search-modal'));
    const input = dialog.getByTestId('saved-search-name');
    expect((input as HTMLInputElement).value).toBe('Nurse hoodies');

    await userEvent.clear(input);
    await userEvent.click(dialog.getByTestId('rename-saved-search-submit'));
    expect(await dialog.findByText('Invalid name')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    await userEvent.type(input, 'Christmas mugs');
    await userEvent.click(dialog.getByTestId('rename-saved-search-submit'));
    expect(await dialog.findByText('This name already exists')).toBeTruthy();

    await userEvent.clear(input);
    await userEvent.type(input, 'Hoodies for nurses');
    await userEvent.click(dialog.getByTestId('rename-saved-search-submit'));
    await waitFor(() => expect(screen.queryByTestId('saved-search-name')).toBeNull());
    expect(put).toHaveBeenLastCalledWith(
      '/saved-searches/1',
      { name: 'Hoodies for nurses' },
      expect.anything(),
    );
  });

  it('deletes one only after confirming', async () => {
    answerReads();
    const remove = vi.spyOn(api.main, 'delete').mockResolvedValue(envelope({ removed: true }));
    renderSaved();
    await userEvent.click((await rowOf(1)).getByTestId('saved-search-delete'));
    const dialog = within(await screen.findByTestId('saved-search-delete-dialog'));
    expect(
      dialog.getByText('“Christmas mugs” is deleted. Your search history is kept.'),
    ).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByTestId('saved-search-delete-dialog-confirm'));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/saved-searches/2', expect.anything()),
    );
  });

  it('runs one: marks it run, then opens its screen with its parameters', async () => {
    answerReads();
    const post = vi.spyOn(api.main, 'post').mockResolvedValue(envelope(saved[1]));
    renderSaved();
    const run = (await rowOf(1)).getByTestId('saved-search-run');
    expect(run.getAttribute('href')).toBe('/a/trending?q=christmas+mug&sort=mass_shares');
    await userEvent.click(run);
    await waitFor(() => expect(location()).toBe('/a/trending?q=christmas+mug&sort=mass_shares'));
    expect(post).toHaveBeenCalledWith('/saved-searches/2/run', {}, expect.anything());
  });
});

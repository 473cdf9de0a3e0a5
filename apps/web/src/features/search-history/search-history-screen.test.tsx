import type { SearchHistoryListItem } from '@postradar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { pageOf } from '../../lib/collections/collection-test-kit';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { SearchHistoryScreen } from './search-history-screen';

const entry = (
  id: string,
  overrides: Partial<SearchHistoryListItem> = {},
): SearchHistoryListItem => ({
  _id: id,
  path: '/a/posts',
  params: { q: 'nurse mug', mode: 'any', type: 'photo', sort: 'reactions' },
  total: 1000,
  totalCapped: true,
  ranAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  savedAs: null,
  ...overrides,
});

function renderAt(route: string, language: 'en' | 'vi' = 'en') {
  signIn();
  return renderWithProviders(
    <Routes>
      <Route path="/a/search-history" element={<SearchHistoryScreen />} />
    </Routes>,
    { route, language },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('the search history', { timeout: 20_000 }, () => {
  it('reads the page from the address and lists each search with a way to run it again', async () => {
    const get = vi.spyOn(api.main, 'get').mockResolvedValue(
      pageOf(
        [
          entry('31'),
          entry('30', {
            path: '/a/pages/12',
            params: {},
            total: 8,
            totalCapped: false,
          }),
        ],
        { page: 2, pages: 3, total: 42 },
      ),
    );
    renderAt('/a/search-history?page=2&perPage=20');

    const rows = await screen.findAllByTestId('history-entry');
    expect(get).toHaveBeenCalledWith(
      '/search-history',
      expect.objectContaining({ params: { page: '2', perPage: '20' } }),
    );
    expect(document.title).toBe('Search history - PostRadar');
    expect(screen.getByTestId('searches-total').textContent).toBe('42 searches');
    const [first, second] = rows.map((row) => within(row));
    expect(first?.getByTestId('search-screen').textContent).toBe('Posts');
    expect(first?.getByTestId('search-summary').textContent).toBe(
      '“nurse mug” · At least one word · Photo · Sorted by Most reactions',
    );
    expect(first?.getByTestId('history-total').textContent).toBe('1,000+ posts');
    expect(first?.getByText('3 hours ago')).toBeTruthy();
    expect(first?.getByTestId('history-run').getAttribute('href')).toBe(
      '/a/posts?q=nurse+mug&mode=any&type=photo&sort=reactions',
    );
    expect(second?.getByTestId('search-screen').textContent).toBe('Page #12');
    expect(second?.getByTestId('history-run').getAttribute('href')).toBe('/a/pages/12');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toBe('/a/search-history?page=3&perPage=20'));
  });

  it('clears the history only after confirming', async () => {
    vi.spyOn(api.main, 'get')
      .mockResolvedValueOnce(pageOf([entry('31')]))
      .mockResolvedValue(pageOf([]));
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue({ data: { success: true, data: { removed: 1 } }, status: 200 });
    renderAt('/a/search-history?page=1');

    await userEvent.click(await screen.findByTestId('history-clear'));
    const dialog = within(await screen.findByTestId('history-clear-dialog'));
    expect(dialog.getByText('Clear the whole history?')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByTestId('history-clear-dialog-confirm'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/search-history', expect.anything()));
    expect(await screen.findByText('No searches yet')).toBeTruthy();
    expect(screen.queryByTestId('history-clear')).toBeNull();
  });

  it('deletes one search after confirming, and keeps it when cancelled', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(pageOf([entry('31')]));
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue({ data: { success: true, data: { removed: true } }, status: 200 });
    renderAt('/a/search-history');

    await userEvent.click(await screen.findByTestId('history-delete'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('history-delete'));
    await userEvent.click(await screen.findByTestId('history-delete-dialog-confirm'));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/search-history/31', expect.anything()),
    );
  });

  it('offers a prefilled save from the history, and an empty state in Vietnamese', async () => {
    vi.spyOn(api.main, 'get')
      .mockResolvedValueOnce(pageOf([entry('31')]))
      .mockResolvedValue(pageOf([]));
    const { unmount } = renderAt('/a/search-history');
    await userEvent.click(await screen.findByTestId('history-save'));
    const input = await screen.findByTestId('saved-search-name');
    expect((input as HTMLInputElement).value).toBe('nurse mug');
    unmount();

    renderAt('/a/search-history', 'vi');
    expect(await screen.findByText('Chưa có tìm kiếm nào')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tìm kiếm đã lưu' })).toBeTruthy();
  });

  it('says under which name a search is saved instead of offering to save it again', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(
      pageOf([entry('31', { savedAs: { _id: '9', name: 'Nurse mugs' } }), entry('30')]),
    );
    const { unmount } = renderAt('/a/search-history');
    const [saved, unsaved] = (await screen.findAllByTestId('history-entry')).map((row) =>
      within(row),
    );
    expect(saved?.getByTestId('history-saved').textContent).toBe('Saved as “Nurse mugs”');
    expect(saved?.queryByTestId('history-save')).toBeNull();
    expect(unsaved?.getByTestId('history-save').textContent).toBe('Save');
    expect(unsaved?.queryByTestId('history-saved')).toBeNull();
    unmount();

    renderAt('/a/search-history', 'vi');
    expect((await screen.findAllByTestId('history-saved'))[0]?.textContent).toBe(
      'Đã lưu với tên “Nurse mugs”',
    );
  });
});

import type { FavoriteItem } from '@postradar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer, categoryOf, marksOf, pageOf } from '../../lib/collections/collection-test-kit';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { FavoritesScreen } from './favorites-screen';

const categories = [
  categoryOf('1', 'Favorites', { isDefault: true, postCount: 2 }),
  categoryOf('2', 'Nurse mugs', { postCount: 3 }),
];
const itemOf = (postId: string, categoryId: string): FavoriteItem => ({
  post: postOf({ _id: postId }),
  categoryId,
  savedAt: new Date(Date.now() - 3_600_000).toISOString(),
});

function renderAt(route: string, items: FavoriteItem[], extra = {}) {
  signIn();
  const get = vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
    if (url === '/favorites/categories') return Promise.resolve(answer(categories));
    if (url === '/favorites') return Promise.resolve(pageOf(items, extra));
    if (url === '/collections/marks')
      return Promise.resolve(answer(marksOf({ favoritePostIds: items.map((i) => i.post._id) })));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  renderWithProviders(
    <Routes>
      <Route path="/a/favorites" element={<FavoritesScreen />} />
    </Routes>,
    { route },
  );
  return { get };
}

const location = () => screen.getByTestId('location').textContent;

describe('the favorites screen', { timeout: 20_000 }, () => {
  it('lists the categories with their counts and every saved post, titled Favorites', async () => {
    renderAt('/a/favorites', [itemOf('101', '1'), itemOf('102', '2')]);

    const items = await screen.findAllByTestId('favorites-item');
    expect(items).toHaveLength(2);
    expect(items[1]?.textContent).toContain('Nurse mugs');
    expect(screen.getByTestId('favorites-category-all').textContent).toContain('All favorites');
    expect(screen.getByTestId('favorites-category-all').textContent).toContain('5');
    expect(screen.getByTestId('favorites-category-2').textContent).toContain('Nurse mugs3');
    expect(document.title).toBe('Favorites - PostRadar');
    // Every saved post is marked on its card.
    await waitFor(() =>
      expect(
        within(items[0] as HTMLElement)
          .getByTestId('post-action-favorite')
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });

  it('reads the category and the page from the address on load', async () => {
    const { get } = renderAt('/a/favorites?category=2&page=3&perPage=20', [itemOf('101', '2')], {
      page: 3,
      pages: 4,
      total: 61,
      perPage: 20,
    });

    await screen.findAllByTestId('favorites-item');
    expect(get).toHaveBeenCalledWith(
      '/favorites',
      expect.objectContaining({ params: { page: '3', perPage: '20', categoryId: '2' } }),
    );
    expect(screen.getByRole('heading', { name: 'Nurse mugs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(location()).toBe('/a/favorites?category=2&page=4&perPage=20'));
  });

  it('asks before deleting a category with its posts, and never offers to delete the default', async () => {
    renderAt('/a/favorites?category=2', [itemOf('101', '2')]);
    await screen.findAllByTestId('favorites-item');
    const remove = vi.spyOn(api.main, 'delete').mockResolvedValue(answer({ removed: true }));

    await userEvent.click(
      within(screen.getByTestId('favorites-category-1')).getByTestId('favorites-category-menu'),
    );
    expect(await screen.findByTestId('favorites-rename-category')).toBeTruthy();
    expect(screen.queryByTestId('favorites-delete-category')).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(
      within(screen.getByTestId('favorites-category-2')).getByTestId('favorites-category-menu'),
    );
    await userEvent.click(await screen.findByTestId('favorites-delete-category'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Delete category Nurse mugs and its 3 saved posts?');
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/favorites/categories/2', expect.anything()),
    );
    await waitFor(() => expect(location()).toBe('/a/favorites'));
  });

  it('creates a category by name and shows it', async () => {
    renderAt('/a/favorites', []);
    await screen.findByTestId('collection-empty');
    const post = vi.spyOn(api.main, 'post').mockResolvedValue(answer(categoryOf('5', 'Halloween')));

    await userEvent.click(screen.getByTestId('favorites-create-category'));
    await userEvent.type(await screen.findByTestId('category-name-input'), 'Halloween{Enter}');

    await waitFor(() => expect(location()).toBe('/a/favorites?category=5'));
    expect(post).toHaveBeenCalledWith(
      '/favorites/categories',
      { name: 'Halloween' },
      expect.anything(),
    );
  });

  it('takes a post out of its category after asking', async () => {
    renderAt('/a/favorites', [itemOf('101', '2')]);
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue(answer({ postId: '101', categoryIds: [] }));

    await userEvent.click(await screen.findByTestId('favorites-remove'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Remove this post from Nurse mugs?');
    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));

    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/favorites/categories/2/posts/101', expect.anything()),
    );
  });

  it('says how to fill an empty list', async () => {
    renderAt('/a/favorites', []);
    const empty = await screen.findByTestId('collection-empty');
    expect(empty.textContent).toContain('No saved posts yet');
    expect(empty.textContent).toContain('Save posts with the heart on any card.');
  });
});

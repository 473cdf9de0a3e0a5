import { ApiError } from '@postradar/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { api } from '../api';
import { AddToFavoritesHost } from './add-to-favorites-host';
import { addToFavorites } from './add-to-favorites-store';
import { answer, categoryOf } from './collection-test-kit';

const categories = [
  categoryOf('1', 'Favorites', { isDefault: true, postCount: 12, hasPost: true }),
  categoryOf('2', 'Nurse mugs', { postCount: 3 }),
  categoryOf('3', 'Xmas', { postCount: 1234 }),
];

async function openFor(postId: string) {
  signIn();
  const get = vi.spyOn(api.main, 'get').mockResolvedValue(answer(categories));
  renderWithProviders(<AddToFavoritesHost />, { route: '/a/posts' });
  act(() => addToFavorites.request(postId));
  const modal = await screen.findByTestId('add-to-favorites-modal');
  await within(modal).findByTestId('favorites-modal-category-1');
  return { get, modal };
}

const row = (id: string) => screen.getByTestId(`favorites-modal-category-${id}`);

afterEach(() => addToFavorites.close());

describe('the Add to favorites dialog', { timeout: 20_000 }, () => {
  it('lists the categories, ticking those that hold the post, with their counts', async () => {
    const { get, modal } = await openFor('101');

    expect(get).toHaveBeenCalledWith(
      '/favorites/categories',
      expect.objectContaining({ params: { postId: '101' } }),
    );
    expect(row('1').getAttribute('aria-checked')).toBe('true');
    expect(row('2').getAttribute('aria-checked')).toBe('false');
    expect(row('3').textContent).toContain('Xmas');
    expect(row('3').textContent).toContain('1,234');
    expect(within(modal).queryByTestId('category-create-option')).toBeNull();
  });

  it('filters by the search and offers to create a category no name matches', async () => {
    await openFor('101');
    const search = screen.getByTestId('category-search');

    await userEvent.type(search, 'mug');
    expect(screen.queryByTestId('favorites-modal-category-1')).toBeNull();
    expect(row('2')).toBeTruthy();
    expect(screen.getByTestId('category-create-option').textContent).toBe('Create "mug"');

    await userEvent.clear(search);
    await userEvent.type(search, 'xmas');
    expect(row('3')).toBeTruthy();
    expect(screen.queryByTestId('category-create-option')).toBeNull();
  });

  it('creates the category and saves the post into it', async () => {
    await openFor('101');
    const post = vi.spyOn(api.main, 'post').mockResolvedValue(answer(categoryOf('9', 'Halloween')));
    const put = vi
      .spyOn(api.main, 'put')
      .mockResolvedValue(answer({ postId: '101', categoryIds: ['1', '9'] }));

    await userEvent.type(screen.getByTestId('category-search'), '  Halloween ');
    await userEvent.click(screen.getByTestId('category-create-option'));

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/favorites/categories/9/posts/101', {}, expect.anything()),
    );
    expect(post).toHaveBeenCalledWith(
      '/favorites/categories',
      { name: 'Halloween' },
      expect.anything(),
    );
    await waitFor(() =>
      expect((screen.getByTestId('category-search') as HTMLInputElement).value).toBe(''),
    );
  });

  it('shows the API’s refusal of a name under the box', async () => {
    await openFor('101');
    vi.spyOn(api.main, 'post').mockRejectedValue(
      new ApiError('This name already exists', { status: 409, code: 'CONFLICT' }),
    );

    await userEvent.type(screen.getByTestId('category-search'), 'Xmas gifts{Enter}');

    expect(await screen.findByText('This name already exists')).toBeTruthy();
    expect((screen.getByTestId('category-search') as HTMLInputElement).value).toBe('Xmas gifts');
  });

  it('toggles the post in and out of a category, at once', async () => {
    const { get } = await openFor('101');
    const saved = { ...categories[1], postCount: 4, hasPost: true };
    // What the list says once the post is saved into 'Nurse mugs'.
    get.mockResolvedValue(answer([categories[0], saved, categories[2]]));
    const put = vi
      .spyOn(api.main, 'put')
      .mockResolvedValue(answer({ postId: '101', categoryIds: ['1', '2'] }));
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue(answer({ postId: '101', categoryIds: ['2'] }));

    await userEvent.click(row('2'));
    expect(row('2').getAttribute('aria-checked')).toBe('true');
    expect(row('2').textContent).toContain('4');
    expect(put).toHaveBeenCalledWith('/favorites/categories/2/posts/101', {}, expect.anything());

    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    get.mockResolvedValue(
      answer([{ ...categories[0], postCount: 11, hasPost: false }, saved, categories[2]]),
    );
    await userEvent.click(row('1'));
    expect(row('1').getAttribute('aria-checked')).toBe('false');
    expect(remove).toHaveBeenCalledWith('/favorites/categories/1/posts/101', expect.anything());
  });

  it('puts a toggle back and says why when it fails', async () => {
    await openFor('101');
    vi.spyOn(api.main, 'put').mockRejectedValue(
      new ApiError('You can keep at most 10,000 favorites.', {
        status: 409,
        code: 'LIMIT_REACHED',
      }),
    );

    await userEvent.click(row('3'));

    expect(await screen.findByText('You can keep at most 10,000 favorites.')).toBeTruthy();
    expect(row('3').getAttribute('aria-checked')).toBe('false');
  });

  it('closes when asked to open again, and with Done', async () => {
    await openFor('101');
    act(() => addToFavorites.request('102'));
    await waitFor(() => expect(screen.queryByTestId('add-to-favorites-modal')).toBeNull());

    act(() => addToFavorites.request('102'));
    await userEvent.click(await screen.findByTestId('add-to-favorites-done'));
    await waitFor(() => expect(screen.queryByTestId('add-to-favorites-modal')).toBeNull());
  });
});

import { Notifications, notifications } from '@mantine/notifications';
import { ApiError } from '@postradar/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { api } from '../api';
import { AddAllFavorites } from './add-all-favorites';
import { answer, categoryOf } from './collection-test-kit';

const postIds = Array.from({ length: 12 }, (_, index) => String(101 + index));

async function openDialog() {
  signIn();
  vi.spyOn(api.main, 'get').mockResolvedValue(
    answer([
      categoryOf('1', 'Favorites', { isDefault: true, postCount: 3 }),
      categoryOf('2', 'Nurse mugs', { postCount: 40 }),
    ]),
  );
  renderWithProviders(
    <>
      <AddAllFavorites postIds={postIds} />
      <Notifications />
    </>,
    { route: '/a/posts' },
  );
  await userEvent.click(screen.getByTestId('add-all-favorites'));
  const modal = await screen.findByTestId('add-all-modal');
  await within(modal).findByTestId('add-all-category-2');
  return modal;
}

afterEach(() => notifications.clean());

describe('Add all to favorites', { timeout: 20_000 }, () => {
  it('saves every post of the page into the chosen category and says how many were added', async () => {
    const modal = await openDialog();
    expect(within(modal).getByText('Add all 12 posts to favorites')).toBeTruthy();
    const post = vi.spyOn(api.main, 'post').mockResolvedValue(answer({ added: 9, postCount: 49 }));

    await userEvent.click(screen.getByTestId('add-all-category-2'));

    expect(await screen.findByText('9 posts added to Nurse mugs')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/favorites/categories/2/posts',
      { postIds },
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByTestId('add-all-modal')).toBeNull());
  });

  it('creates the category first when none has the name', async () => {
    await openDialog();
    const post = vi
      .spyOn(api.main, 'post')
      .mockResolvedValueOnce(answer(categoryOf('7', 'Gifts')))
      .mockResolvedValueOnce(answer({ added: 1, postCount: 1 }));

    await userEvent.type(screen.getByTestId('category-search'), 'Gifts');
    await userEvent.click(screen.getByTestId('category-create-option'));

    expect(await screen.findByText('1 post added to Gifts')).toBeTruthy();
    expect(post).toHaveBeenNthCalledWith(
      1,
      '/favorites/categories',
      { name: 'Gifts' },
      expect.anything(),
    );
    expect(post).toHaveBeenNthCalledWith(
      2,
      '/favorites/categories/7/posts',
      { postIds },
      expect.anything(),
    );
  });

  it('keeps the dialog open with the API’s message when saving fails', async () => {
    await openDialog();
    vi.spyOn(api.main, 'post').mockRejectedValue(
      new ApiError('You can keep at most 10,000 favorites.', {
        status: 409,
        code: 'LIMIT_REACHED',
      }),
    );

    await userEvent.click(screen.getByTestId('add-all-category-1'));

    expect(await screen.findByText('You can keep at most 10,000 favorites.')).toBeTruthy();
    expect(screen.getByTestId('add-all-modal')).toBeTruthy();
  });
});

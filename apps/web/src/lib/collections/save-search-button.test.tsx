import { Notifications } from '@mantine/notifications';
import { ApiError } from '@postradar/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { SaveSearchButton } from './save-search-button';
import type { StoredSearch } from './stored-search';

const search = { path: '/a/posts', params: { q: 'nurse mug', sort: 'reactions' } };

const saved = {
  data: {
    success: true,
    data: {
      _id: '9',
      name: 'Nurse mugs',
      ...search,
      lastRunAt: new Date().toISOString(),
      createdAt: new Date().toISOString(),
    },
  },
  status: 200,
};

function renderButton(language: 'en' | 'vi' = 'en', shown: StoredSearch = search) {
  signIn();
  return renderWithProviders(
    <>
      <Notifications />
      <SaveSearchButton search={shown} />
    </>,
    { route: '/a/posts?q=nurse+mug&sort=reactions', language },
  );
}

async function openDialog() {
  await userEvent.click(screen.getByTestId('save-search'));
  return within(await screen.findByTestId('save-search-modal'));
}

describe('saving the search on screen', { timeout: 20_000 }, () => {
  it("offers the search's words as the name, else its screen, as the history does", async () => {
    const { unmount } = renderButton();
    const dialog = await openDialog();
    expect((dialog.getByTestId('saved-search-name') as HTMLInputElement).value).toBe('nurse mug');
    unmount();

    renderButton('en', { path: '/a/trending', params: { sort: 'mass_shares' } });
    const trending = await openDialog();
    expect((trending.getByTestId('saved-search-name') as HTMLInputElement).value).toBe('Trending');
  });

  it('checks the name first: empty or longer than 80 characters is an invalid name', async () => {
    const post = vi.spyOn(api.main, 'post');
    renderButton();
    const dialog = await openDialog();
    const input = dialog.getByTestId('saved-search-name');

    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    await userEvent.click(dialog.getByTestId('save-search-submit'));
    expect(await dialog.findByText('Invalid name')).toBeTruthy();

    await userEvent.clear(input);
    await userEvent.type(input, 'x'.repeat(81));
    await userEvent.click(dialog.getByTestId('save-search-submit'));
    expect(await dialog.findByText('Invalid name')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows what the API refuses under the name, then saves under another one', async () => {
    const post = vi
      .spyOn(api.main, 'post')
      .mockRejectedValueOnce(
        new ApiError('This name already exists', { status: 409, code: 'CONFLICT' }),
      )
      .mockResolvedValueOnce(saved);
    renderButton();
    const dialog = await openDialog();
    const input = dialog.getByTestId('saved-search-name');

    await userEvent.clear(input);
    await userEvent.type(input, '  Mugs ');
    await userEvent.click(dialog.getByTestId('save-search-submit'));
    expect(await dialog.findByText('This name already exists')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/saved-searches',
      { name: 'Mugs', ...search },
      expect.anything(),
    );

    await userEvent.clear(input);
    await userEvent.type(input, 'Nurse mugs');
    await userEvent.click(dialog.getByTestId('save-search-submit'));
    expect(await screen.findByText('Search saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('save-search-modal')).toBeNull());
    expect(post).toHaveBeenLastCalledWith(
      '/saved-searches',
      { name: 'Nurse mugs', ...search },
      expect.anything(),
    );
  });

  it('speaks Vietnamese', async () => {
    renderButton('vi');
    expect(screen.getByTestId('save-search').textContent).toBe('Lưu tìm kiếm');
    const dialog = await openDialog();
    const input = dialog.getByTestId('saved-search-name');
    expect((input as HTMLInputElement).value).toBe('nurse mug');
    await userEvent.clear(input);
    await userEvent.click(dialog.getByTestId('save-search-submit'));
    expect(await dialog.findByText('Tên không hợp lệ')).toBeTruthy();
  });
});

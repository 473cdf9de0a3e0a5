import type { PoolItem } from '@postradar/contracts';
import { ApiError } from '@postradar/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer, marksOf, pageOf } from '../../lib/collections/collection-test-kit';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { PoolScreen } from './pool-screen';

const itemOf = (postId: string, note = ''): PoolItem => ({
  post: postOf({ _id: postId }),
  addedBy: { name: 'Lan Nguyen', avatar: null },
  note,
  addedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  updatedAt: new Date(Date.now() - 3_600_000).toISOString(),
});

function renderAt(route: string, items: PoolItem[]) {
  signIn();
  const get = vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
    if (url === '/pool') return Promise.resolve(pageOf(items, { page: 2, pages: 3, total: 120 }));
    if (url === '/collections/marks')
      return Promise.resolve(answer(marksOf({ pooledPostIds: items.map((i) => i.post._id) })));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  renderWithProviders(
    <Routes>
      <Route path="/a/pool" element={<PoolScreen />} />
    </Routes>,
    { route },
  );
  return { get };
}

describe('the pool', { timeout: 20_000 }, () => {
  it('shows who added each post and when, from the page of the address', async () => {
    const { get } = renderAt('/a/pool?page=2', [itemOf('101', 'Try this on mugs')]);

    const item = await screen.findByTestId('pool-item');
    expect(item.textContent).toContain('Added by Lan Nguyen · 2 hours ago');
    expect((within(item).getByTestId('pool-note') as HTMLTextAreaElement).value).toBe(
      'Try this on mugs',
    );
    expect(screen.getByTestId('pool-screen').textContent).toContain('shared with your team');
    expect(document.title).toBe('Pool - PostRadar');
    expect(get).toHaveBeenCalledWith(
      '/pool',
      expect.objectContaining({ params: { page: '2', perPage: '50' } }),
    );
  });

  it('saves the note when it loses focus, once, and says so', async () => {
    renderAt('/a/pool', [itemOf('101')]);
    const put = vi
      .spyOn(api.main, 'put')
      .mockResolvedValue(answer({ ...itemOf('101', 'Great for Q4'), note: 'Great for Q4' }));
    const note = await screen.findByTestId('pool-note');

    await userEvent.type(note, '  Great for Q4 ');
    expect(screen.getByText('15 / 2,000')).toBeTruthy();
    await userEvent.tab();

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/pool/posts/101/note',
        { note: '  Great for Q4 ' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Note saved')).toBeTruthy();
    expect(screen.getByTestId('pool-note-save').hasAttribute('disabled')).toBe(true);
    // Focusing and leaving again sends nothing: the note is what the pool holds.
    await userEvent.click(note);
    await userEvent.tab();
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('saves with the button and shows the API’s refusal under the note', async () => {
    renderAt('/a/pool', [itemOf('101')]);
    vi.spyOn(api.main, 'put').mockRejectedValue(
      new ApiError('note: must be at most 2000 characters', {
        status: 400,
        code: 'VALIDATION_FAILED',
      }),
    );

    await userEvent.type(await screen.findByTestId('pool-note'), 'Hello');
    await userEvent.click(screen.getByTestId('pool-note-save'));

    expect(await screen.findByText('note: must be at most 2000 characters')).toBeTruthy();
  });

  it('takes a post off the pool after asking', async () => {
    renderAt('/a/pool', [itemOf('101')]);
    const remove = vi.spyOn(api.main, 'delete').mockResolvedValue(answer({ removed: true }));

    await userEvent.click(await screen.findByTestId('pool-remove'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Take this post and its note off the pool?');
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));

    await waitFor(() => expect(remove).toHaveBeenCalledWith('/pool/posts/101', expect.anything()));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });
});

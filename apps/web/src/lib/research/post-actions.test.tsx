import { Notifications, notifications } from '@mantine/notifications';
import { ApiError } from '@postradar/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import type { UserInput } from '../session/user';
import { api } from '../api';
import { addToFavorites } from '../collections/add-to-favorites-store';
import { answer, marksOf } from '../collections/collection-test-kit';
import { PostMarksProvider } from '../collections/post-marks';
import { PostCard } from './post-card';

const posts = [postOf(), postOf({ _id: '102' }), postOf({ _id: '103' })];

/** A page of three cards whose marks say `favorites` are saved. */
function renderCards(favorites: string[], user: UserInput = {}) {
  signIn(user);
  const get = vi
    .spyOn(api.main, 'get')
    .mockResolvedValue(answer(marksOf({ favoritePostIds: favorites })));
  renderWithProviders(
    <>
      <PostMarksProvider posts={posts}>
        {posts.map((post) => (
          <PostCard key={post._id} post={post} />
        ))}
      </PostMarksProvider>
      <Notifications />
    </>,
    { route: '/a/posts' },
  );
  return { get };
}

const heartOf = (postId: string) =>
  within(
    screen
      .getAllByTestId('post-card')
      .find((card) => card.dataset.postId === postId) as HTMLElement,
  ).getByTestId('post-action-favorite');

afterEach(() => {
  notifications.clean();
  addToFavorites.close();
});

describe('the actions on a post', { timeout: 20_000 }, () => {
  it('asks for the marks of a whole page at once and fills the hearts of favorites', async () => {
    const { get } = renderCards(['102']);

    await waitFor(() => expect(heartOf('102').getAttribute('aria-pressed')).toBe('true'));
    expect(heartOf('102').getAttribute('aria-label')).toBe('Remove from favorites');
    expect(heartOf('101').getAttribute('aria-pressed')).toBe('false');
    expect(heartOf('101').getAttribute('aria-label')).toBe('Save to favorites');
    const marksCalls = get.mock.calls.filter(([url]) => url === '/collections/marks');
    expect(marksCalls).toHaveLength(1);
    expect(marksCalls[0]?.[1]).toMatchObject({ params: { posts: '101,102,103', pages: '7' } });
    expect(
      within(screen.getAllByTestId('post-actions')[0] as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Save to favorites',
      'Add to the pool',
      'Follow the page, store or pixels',
      'Ignore the post, page or store',
      'Add to group',
    ]);
  });

  it('leaves favorites unmarked when the user chose not to see them, and then only saves', async () => {
    const { get } = renderCards(['101'], { settings: { showFavorite: false } });
    const put = vi
      .spyOn(api.main, 'put')
      .mockResolvedValue(answer({ postId: '101', categoryIds: ['1'] }));
    await waitFor(() => expect(get).toHaveBeenCalled());

    expect(heartOf('101').getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heartOf('101'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/favorites/posts/101', {}, expect.anything()),
    );
    expect(heartOf('101').getAttribute('aria-pressed')).toBe('false');
  });

  it('saves at once, says so, and offers to choose the category', async () => {
    const { get } = renderCards([]);
    await waitFor(() => expect(get).toHaveBeenCalled());
    let answerPut: (value: unknown) => void = () => undefined;
    const put = vi.spyOn(api.main, 'put').mockReturnValue(
      new Promise((resolve) => {
        answerPut = resolve;
      }),
    );

    await userEvent.click(heartOf('101'));
    // Marked before the API answers.
    expect(heartOf('101').getAttribute('aria-pressed')).toBe('true');
    expect(put).toHaveBeenCalledWith('/favorites/posts/101', {}, expect.anything());

    get.mockResolvedValue(answer(marksOf({ favoritePostIds: ['101'] })));
    answerPut(answer({ postId: '101', categoryIds: ['1'] }));
    expect(await screen.findByText('Saved to Favorites')).toBeTruthy();
    expect(heartOf('101').getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByTestId('favorite-choose-category'));
    expect(addToFavorites.getState()).toEqual({ isOpen: true, postId: '101' });
  });

  it('takes a favorite out of every category', async () => {
    const { get } = renderCards(['103']);
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue(answer({ postId: '103', categoryIds: [] }));
    await waitFor(() => expect(heartOf('103').getAttribute('aria-pressed')).toBe('true'));
    get.mockResolvedValue(answer(marksOf()));

    await userEvent.click(heartOf('103'));
    expect(heartOf('103').getAttribute('aria-pressed')).toBe('false');
    expect(remove).toHaveBeenCalledWith('/favorites/posts/103', expect.anything());
    // The marks are asked for again, and agree.
    await waitFor(() =>
      expect(get.mock.calls.filter(([url]) => url === '/collections/marks')).toHaveLength(2),
    );
    expect(heartOf('103').getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the heart back and shows the reason when saving fails', async () => {
    const { get } = renderCards([]);
    await waitFor(() => expect(get).toHaveBeenCalled());
    vi.spyOn(api.main, 'put').mockRejectedValue(
      new ApiError('You can keep at most 10,000 favorites.', {
        status: 409,
        code: 'LIMIT_REACHED',
      }),
    );

    await userEvent.click(heartOf('102'));
    expect(await screen.findByText('You can keep at most 10,000 favorites.')).toBeTruthy();
    expect(screen.getByText('Could not save to favorites')).toBeTruthy();
    expect(heartOf('102').getAttribute('aria-pressed')).toBe('false');
  });

  it('puts a post on the pool and marks it', async () => {
    const { get } = renderCards([]);
    await waitFor(() => expect(get).toHaveBeenCalled());
    const put = vi.spyOn(api.main, 'put').mockReturnValue(new Promise(() => undefined));
    const pool = within(screen.getAllByTestId('post-card')[0] as HTMLElement).getByTestId(
      'post-action-pool',
    );

    await userEvent.click(pool);
    expect(pool.getAttribute('aria-pressed')).toBe('true');
    expect(pool.getAttribute('aria-label')).toBe('Take off the pool');
    expect(put).toHaveBeenCalledWith('/pool/posts/101', {}, expect.anything());
  });
});

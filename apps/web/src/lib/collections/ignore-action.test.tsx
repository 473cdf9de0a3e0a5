import { Notifications, notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { api } from '../api';
import type { CollectionMarks } from '@postradar/contracts';
import { answer, marksOf } from './collection-test-kit';
import { IgnoreAction } from './ignore-action';
import { PostMarksOfPost } from './post-marks';
import { answerGets, callsTo } from './route-test-kit';

/** Hands the test the app's data cache, to watch what is asked to load again. */
function CacheProbe({ onCache }: { onCache(client: QueryClient): void }) {
  onCache(useQueryClient());
  return null;
}

function renderIgnore(marks: CollectionMarks = marksOf()) {
  signIn();
  const get = answerGets({ '/collections/marks': () => marks });
  let cache: QueryClient | undefined;
  renderWithProviders(
    <>
      <PostMarksOfPost post={postOf()}>
        <IgnoreAction post={postOf()} />
      </PostMarksOfPost>
      <CacheProbe onCache={(client) => (cache ??= client)} />
      <Notifications />
    </>,
    { route: '/a/posts' },
  );
  if (!cache) throw new Error('no cache');
  return Object.assign(vi.spyOn(cache, 'invalidateQueries'), { get });
}

const invalidatedKeys = (spy: ReturnType<typeof renderIgnore>) =>
  spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown[] }).queryKey);

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('ignoring from a post', { timeout: 20_000 }, () => {
  it('offers the post, its page and its store', async () => {
    renderIgnore();
    await userEvent.click(screen.getByTestId('post-action-ignore'));
    expect((await screen.findByTestId('ignore-post')).textContent).toBe('Ignore this post');
    expect(screen.getByTestId('ignore-page').textContent).toBe('Ignore page Nurse Life Co');
    expect(screen.getByTestId('ignore-domain').textContent).toBe('Ignore store nurselife.shop');
  });

  it("asks for the post's, page's and store's marks", async () => {
    const { get } = renderIgnore();
    await waitFor(() =>
      expect(callsTo(get, '/collections/marks')).toEqual([
        { posts: '101', pages: '7', domains: '3' },
      ]),
    );
  });

  it('marks what is ignored and takes it off the blacklist from its item', async () => {
    renderIgnore(marksOf({ ignored: { postIds: [], pageIds: [], domainIds: ['3'] } }));
    const button = screen.getByTestId('post-action-ignore');
    await waitFor(() => expect(button.getAttribute('style')).toContain('red'));
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue(answer({ kind: 'domain', id: '3', isIgnored: false }));

    await userEvent.click(button);
    const store = await screen.findByTestId('ignore-domain');
    expect(store.textContent).toBe('Stop ignoring store nurselife.shopIgnored');
    expect(store.getAttribute('data-ignored')).toBe('true');
    expect(screen.getByTestId('ignore-page').textContent).toBe('Ignore page Nurse Life Co');

    await userEvent.click(store);
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/ignored/domain/3', expect.anything()),
    );
    expect(await screen.findByText('Back in your searches.')).toBeTruthy();
  });

  it('ignores the page, makes every search and list load again, and undoes it', async () => {
    const invalidate = renderIgnore();
    const put = vi
      .spyOn(api.main, 'put')
      .mockResolvedValue(answer({ kind: 'page', id: '7', isIgnored: true }));
    const remove = vi
      .spyOn(api.main, 'delete')
      .mockResolvedValue(answer({ kind: 'page', id: '7', isIgnored: false }));

    await userEvent.click(screen.getByTestId('post-action-ignore'));
    await userEvent.click(await screen.findByTestId('ignore-page'));

    expect(put).toHaveBeenCalledWith('/ignored/page/7', {}, expect.anything());
    expect(
      await screen.findByText(
        'Page Nurse Life Co ignored: its posts no longer show in your searches.',
      ),
    ).toBeTruthy();
    expect(invalidatedKeys(invalidate)).toEqual(
      expect.arrayContaining([
        ['research', 'posts'],
        ['research', 'pages', 'list'],
        ['research', 'domains', 'list'],
        ['research', 'pixels', 'list'],
        ['collections'],
      ]),
    );

    invalidate.mockClear();
    await userEvent.click(screen.getByTestId('ignore-undo'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/ignored/page/7', expect.anything()));
    expect(await screen.findByText('Back in your searches.')).toBeTruthy();
    expect(invalidatedKeys(invalidate)).toEqual(
      expect.arrayContaining([['research', 'posts'], ['collections']]),
    );
  });

  it('shows why ignoring failed, as the API says it', async () => {
    renderIgnore();
    vi.spyOn(api.main, 'put').mockRejectedValue(
      new Error('You can ignore at most 10,000 posts, pages and stores.'),
    );
    await userEvent.click(screen.getByTestId('post-action-ignore'));
    await userEvent.click(await screen.findByTestId('ignore-post'));
    expect(
      await screen.findByText('You can ignore at most 10,000 posts, pages and stores.'),
    ).toBeTruthy();
    expect(screen.getByText('Could not ignore it')).toBeTruthy();
  });
});

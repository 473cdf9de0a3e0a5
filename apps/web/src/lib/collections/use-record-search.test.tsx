import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { postOf, postPageOf } from '../../test/research-fixtures';
import { PostResults } from '../research/post-results';

const recorded = {
  data: {
    success: true,
    data: {
      _id: '1',
      path: '/a/posts',
      params: {},
      total: 0,
      totalCapped: false,
      ranAt: new Date().toISOString(),
    },
  },
  status: 200,
};

/** The post search answers every page with 1,234 posts; the other calls are refused. */
function answerSearches() {
  return vi.spyOn(api.main, 'get').mockImplementation((url, config) => {
    if (url !== '/posts') return Promise.reject(new Error(`No ${url} here`));
    const page = Number((config?.params as { page?: string } | undefined)?.page ?? '1');
    return Promise.resolve(postPageOf([postOf()], { total: 1234, pages: 25, page }));
  });
}

function renderAt(route: string) {
  signIn();
  return renderWithProviders(
    <Routes>
      <Route path="/a/posts" element={<PostResults />} />
    </Routes>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;
const recordCalls = (post: { mock: { calls: unknown[][] } }) =>
  post.mock.calls.filter(([url]) => url === '/search-history');

describe('recording the searches a user runs', { timeout: 30_000 }, () => {
  it('records a search once it answers, once per distinct search, not again on paging', async () => {
    const get = answerSearches();
    const post = vi.spyOn(api.main, 'post').mockResolvedValue(recorded);
    renderAt('/a/posts?q=mug&sort=reactions');

    await waitFor(() => expect(recordCalls(post)).toHaveLength(1));
    expect(post).toHaveBeenCalledWith(
      '/search-history',
      {
        path: '/a/posts',
        params: { q: 'mug', sort: 'reactions' },
        total: 1234,
        totalCapped: false,
      },
      expect.anything(),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/a/posts?q=mug&sort=reactions&page=2'));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/posts',
        expect.objectContaining({ params: expect.objectContaining({ page: '2' }) }),
      ),
    );
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    expect(recordCalls(post)).toHaveLength(1);

    const input = screen.getByTestId('search-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'hoodie');
    await userEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(recordCalls(post)).toHaveLength(2));
    expect(recordCalls(post)[1]?.[1]).toEqual({
      path: '/a/posts',
      params: { q: 'hoodie', sort: 'reactions' },
      total: 1234,
      totalCapped: false,
    });
  });

  it('does not record the plain listing a screen opens with', async () => {
    answerSearches();
    const post = vi.spyOn(api.main, 'post').mockResolvedValue(recorded);
    renderAt('/a/posts?page=2');
    await screen.findByTestId('results');
    expect(recordCalls(post)).toHaveLength(0);
  });

  it('keeps quiet when the recording fails: the results stay as they are', async () => {
    answerSearches();
    const post = vi.spyOn(api.main, 'post').mockRejectedValue(new Error('Network Error'));
    renderAt('/a/posts?q=mug');
    await waitFor(() => expect(recordCalls(post)).toHaveLength(1));
    expect((await screen.findByTestId('results-total')).textContent).toBe('1,234 posts');
    expect(screen.getByTestId('results')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

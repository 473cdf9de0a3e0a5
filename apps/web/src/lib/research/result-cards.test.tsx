import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { postOf } from '../../test/research-fixtures';
import { preloadPostDetail } from './preload-post-detail';
import { firstScreenCards } from './first-screen';
import { ResultCards } from './result-cards';
import type { ResultsLayout } from './use-results-layout';

vi.mock('./preload-post-detail', () => ({ preloadPostDetail: vi.fn() }));

const posts = Array.from({ length: 50 }, (_, index) => postOf({ _id: String(100 + index) }));
const cardIds = () =>
  screen.getAllByTestId('post-card').map((card) => card.getAttribute('data-post-id'));

describe('ResultCards', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(preloadPostDetail).mockClear());

  it.each<ResultsLayout>(['grid', 'list'])(
    'shows the cards of the first screen at once, busy, then the whole page in order (%s)',
    async (layout) => {
      renderWithProviders(<ResultCards posts={posts} layout={layout} />, { route: '/a/posts' });
      const list = screen.getByTestId('result-cards');
      expect(cardIds()).toEqual(posts.slice(0, firstScreenCards).map((post) => post._id));
      expect(list.getAttribute('aria-busy')).toBe('true');
      // The detail a card opens is loaded once the first frame is drawn.
      expect(preloadPostDetail).not.toHaveBeenCalled();
      await waitFor(() => expect(preloadPostDetail).toHaveBeenCalledOnce());
      await waitFor(() => expect(cardIds()).toEqual(posts.map((post) => post._id)));
      expect(list.getAttribute('aria-busy')).toBe('false');
      expect(preloadPostDetail).toHaveBeenCalledOnce();
    },
  );

  it.each<ResultsLayout>(['grid', 'list'])(
    'loads the images of the first screen at once and first, the others when scrolled to (%s)',
    async (layout) => {
      renderWithProviders(<ResultCards posts={posts} layout={layout} />, { route: '/a/posts' });
      await waitFor(() => expect(cardIds()).toHaveLength(posts.length));
      const images = screen
        .getAllByTestId('post-card')
        .map((card) => card.querySelector('img'))
        .map((image) => [image?.getAttribute('loading'), image?.getAttribute('fetchpriority')]);
      expect(images.slice(0, firstScreenCards)).toEqual(
        Array.from({ length: firstScreenCards }, () => ['eager', 'high']),
      );
      expect(images.slice(firstScreenCards)).toEqual(
        Array.from({ length: posts.length - firstScreenCards }, () => ['lazy', null]),
      );
    },
  );
});

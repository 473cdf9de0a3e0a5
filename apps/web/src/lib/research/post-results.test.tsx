import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { adOf, postOf, postPageOf } from '../../test/research-fixtures';
import { readDetailState } from './detail-state';
import { PostResults, type PostResultsProps } from './post-results';
import { firstScreenCards } from './first-screen';

function renderAt(route: string, props: PostResultsProps = {}, language: 'en' | 'vi' = 'en') {
  signIn();
  return renderWithProviders(
    <Routes>
      <Route path="/a/posts" element={<PostResults {...props} />} />
    </Routes>,
    { route, language },
  );
}

const location = () => screen.getByTestId('location').textContent;
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the results of a post search', { timeout: 20_000 }, () => {
  it('says "1,000+" when the count stopped, and offers every page up to 10,000 results', async () => {
    const get = vi
      .spyOn(api.main, 'get')
      .mockResolvedValue(postPageOf([postOf()], { total: 1000, totalCapped: true, pages: 200 }));
    renderAt('/a/posts?q=gift');

    expect((await screen.findByTestId('results-total')).textContent).toBe('1,000+ posts');
    // 200 pages of 50: the last one reachable, none beyond.
    expect(pageButtons().at(-2)).toBe('200');
    expect(screen.queryByRole('button', { name: 'Page 201' })).toBeNull();
    expect(get).toHaveBeenCalledWith(
      '/posts',
      expect.objectContaining({ params: { q: 'gift', sort: 'newest' } }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Page 200' }));
    await waitFor(() => expect(location()).toBe('/a/posts?q=gift&page=200'));
    expect(get).toHaveBeenCalledWith(
      '/posts',
      expect.objectContaining({ params: { q: 'gift', sort: 'newest', page: '200' } }),
    );
  });

  it('keeps the rows of the toolbar while results load: adding them all waits for them', async () => {
    let answer: (page: ReturnType<typeof postPageOf>) => void = () => undefined;
    vi.spyOn(api.main, 'get').mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    renderAt('/a/posts?q=gift');
    const addAll = await screen.findByTestId('add-all-favorites');
    expect(addAll).toHaveProperty('disabled', true);
    answer(postPageOf([postOf()]));
    await screen.findByTestId('result-cards');
    expect(screen.getByTestId('add-all-favorites')).toHaveProperty('disabled', false);
  });

  it('offers no adding them all when the page has no posts', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(postPageOf([], { total: 0, pages: 0 }));
    renderAt('/a/posts?q=nothing');
    await screen.findByTestId('results-total');
    expect(screen.queryByTestId('add-all-favorites')).toBeNull();
  });

  it('caps the pages to 10,000 results at every page size, whatever the API counts', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(
      postPageOf([postOf()], { total: 1000, totalCapped: true, pages: 150, perPage: 100 }),
    );
    renderAt('/a/posts?perPage=100');
    await screen.findByTestId('results-total');
    // 150 pages of 100 would be 15,000 results: 100 pages are offered.
    expect(pageButtons().at(-2)).toBe('100');
  });

  it('gives an exact count below the cap, with its page count', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(
      postPageOf([postOf()], { total: 1234, pages: 25, page: 3 }),
    );
    renderAt('/a/posts?page=3');
    expect((await screen.findByTestId('results-total')).textContent).toBe('1,234 posts');
    expect(pageButtons().at(-2)).toBe('25');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('counts ads in the ads library, and in Vietnamese with its number format', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(
      postPageOf([adOf()], { total: 1000, totalCapped: true, pages: 200 }),
    );
    renderAt('/a/posts', { fixed: { kind: 'ad' } }, 'vi');
    expect((await screen.findByTestId('results-total')).textContent).toBe('1.000+ quảng cáo');
  });

  it('hides the pager when everything fits on one page', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(postPageOf([postOf()]));
    renderAt('/a/posts');
    expect((await screen.findByTestId('results-total')).textContent).toBe('1 post');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('submits the search of the address unchanged, back on page 1', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(
      postPageOf([postOf()], { total: 500, pages: 10, page: 4, perPage: 20 }),
    );
    const search =
      '?q=%22gift+for%22+mom&mode=exact&exclude=sale&kind=post&type=photo%2Cvideo' +
      '&createdFrom=2026-01-01&createdTo=2026-11-01&reactionsMin=10&reactionsMax=500' +
      '&sharesMin=1&commentsMax=90&sort=trending';
    renderAt(`/a/posts${search}&page=4&perPage=20`);
    await screen.findByTestId('results-total');

    // The form shows the search: the words, and the open filters.
    expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('"gift for" mom');
    expect((screen.getByTestId('search-exclude') as HTMLInputElement).value).toBe('sale');
    expect(screen.getByTestId('filters-toggle').getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(location()).toBe(`/a/posts${search}&perPage=20`));
  });

  it('loads the fields of the filters with their first opening, and keeps them', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(postPageOf([postOf()]));
    renderAt('/a/posts?q=mug');
    await screen.findByTestId('results-total');
    expect(screen.queryByTestId('filters-apply')).toBeNull();
    await userEvent.click(screen.getByTestId('filters-toggle'));
    await screen.findByTestId('filters-apply');
    await userEvent.click(screen.getByTestId('filters-toggle'));
    expect(screen.getByTestId('filters-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('filters-apply')).not.toBeNull();
  });

  it('offers the running ad sets filter in the ads library, and writes it to the address', async () => {
    const get = vi.spyOn(api.main, 'get').mockResolvedValue(postPageOf([adOf()]));
    renderAt('/a/posts?adSetsMax=9', { fixed: { kind: 'ad' } });
    await screen.findByTestId('results-total');
    expect(get).toHaveBeenCalledWith(
      '/posts',
      expect.objectContaining({ params: { kind: 'ad', adSetsMax: '9', sort: 'newest' } }),
    );
    // The filter in use opens the filters, showing it.
    expect(((await screen.findByTestId('filter-adSets-max')) as HTMLInputElement).value).toBe('9');

    await userEvent.type(screen.getByTestId('filter-adSets-min'), '12');
    await userEvent.click(screen.getByTestId('filters-apply'));
    // Checked before searching: the minimum is above the maximum.
    expect(screen.getByText('Must not be less than the minimum.')).toBeTruthy();
    expect(location()).toBe('/a/posts?adSetsMax=9');

    await userEvent.clear(screen.getByTestId('filter-adSets-min'));
    await userEvent.type(screen.getByTestId('filter-adSets-min'), '2');
    await userEvent.click(screen.getByTestId('filters-apply'));
    await waitFor(() => expect(location()).toBe('/a/posts?adSetsMin=2&adSetsMax=9'));
  });

  it('offers the running ad sets filter on posts once ads alone are shown', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(postPageOf([postOf()]));
    renderAt('/a/posts?q=mug');
    await screen.findByTestId('results-total');
    await userEvent.click(screen.getByTestId('filters-toggle'));
    await screen.findByTestId('filters-apply');
    expect(screen.queryByTestId('filter-adSets-min')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Ads only' }));
    await userEvent.type(screen.getByTestId('filter-adSets-min'), '3');
    await userEvent.click(screen.getByTestId('filters-apply'));
    await waitFor(() => expect(location()).toBe('/a/posts?q=mug&kind=ad&adSetsMin=3'));
  });

  it('searches typed words from page 1, keeping the sort', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(
      postPageOf([postOf()], { total: 100, pages: 2, page: 2 }),
    );
    renderAt('/a/posts?q=mug&sort=shares&page=2');
    await screen.findByTestId('results-total');
    const input = screen.getByTestId('search-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'áo thun{Enter}');
    await waitFor(() => expect(location()).toBe('/a/posts?q=%C3%A1o+thun&sort=shares'));
  });

  it('opens a detail with the ids of the whole page while its first cards alone are shown', async () => {
    const posts = Array.from({ length: 50 }, (_, index) => postOf({ _id: String(100 + index) }));
    vi.spyOn(api.main, 'get').mockResolvedValue(postPageOf(posts));
    // No frame is drawn: the cards after the first screen do not follow.
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(0);
    function DetailIds() {
      const ids = readDetailState(useLocation().state)?.resultIds ?? [];
      return <output data-testid="detail-ids">{ids.join(' ')}</output>;
    }
    signIn();
    renderWithProviders(
      <Routes>
        <Route path="/a/posts" element={<PostResults />} />
        <Route path="/a/posts/:id" element={<DetailIds />} />
      </Routes>,
      { route: '/a/posts' },
    );
    expect((await screen.findByTestId('results-total')).textContent).toBe('50 posts');
    const links = screen.getAllByTestId('post-details-link');
    expect(links).toHaveLength(firstScreenCards);

    await userEvent.click(links[1] as HTMLElement);
    expect(location()).toBe('/a/posts/101');
    expect(screen.getByTestId('detail-ids').textContent).toBe(
      posts.map((post) => post._id).join(' '),
    );
  });

  it('asks for a new search once, from the key press, with the parameters the address gets', async () => {
    // Where the screen was when each search left.
    const shownAt: (string | null)[] = [];
    const get = vi.spyOn(api.main, 'get').mockImplementation((url) => {
      if (url === '/posts') shownAt.push(screen.queryByTestId('location')?.textContent ?? null);
      return Promise.resolve(postPageOf([postOf()]));
    });
    renderAt('/a/posts?q=mug&sort=shares&page=2');
    await screen.findByTestId('results-total');
    const input = screen.getByTestId('search-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'hoodie{Enter}');
    await waitFor(() => expect(location()).toBe('/a/posts?q=hoodie&sort=shares'));
    await waitFor(() =>
      expect(screen.getByTestId('results').getAttribute('aria-busy')).toBe('false'),
    );

    const searches = get.mock.calls.filter(([url]) => url === '/posts');
    expect(searches.map(([, config]) => config?.params)).toEqual([
      { q: 'mug', sort: 'shares', page: '2' },
      { q: 'hoodie', sort: 'shares' },
    ]);
    // The new search left before the screen rendered its address.
    expect(shownAt.at(-1)).toBe('/a/posts?q=mug&sort=shares&page=2');
  });

  it('marks the results busy from the key press until the new search shows', async () => {
    let answer: (page: ReturnType<typeof postPageOf>) => void = () => undefined;
    vi.spyOn(api.main, 'get').mockImplementation((url, config) => {
      if (url !== '/posts' || config?.params?.q !== 'hoodie') {
        return Promise.resolve(postPageOf([postOf()]));
      }
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    renderAt('/a/posts?q=mug');
    await screen.findByTestId('results-total');
    const results = screen.getByTestId('results');
    expect(results.getAttribute('aria-busy')).toBe('false');

    const input = screen.getByTestId('search-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'hoodie{Enter}');
    expect(screen.getByTestId('results').getAttribute('aria-busy')).toBe('true');

    answer(postPageOf([postOf({ _id: '555' })]));
    await waitFor(() =>
      expect(screen.getByTestId('post-card').getAttribute('data-post-id')).toBe('555'),
    );
    expect(screen.getByTestId('results').getAttribute('aria-busy')).toBe('false');
  });
});

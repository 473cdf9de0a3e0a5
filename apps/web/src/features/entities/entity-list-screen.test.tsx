import type { DomainListItem, PageListItem } from '@postradar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { marksOf, pageOf } from '../../lib/collections/collection-test-kit';
import { displayOf } from '../../test/media-queries';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { DomainsScreen, PagesScreen, PixelsScreen } from './entity-list-screens';

const page = (id: number, name: string, postCount: number): PageListItem => ({
  _id: String(id),
  networkId: `10485${id}`,
  name,
  username: name.toLowerCase().replaceAll(' ', ''),
  category: 'Clothing (Brand)',
  pictureUrl: null,
  followers: 15_400,
  country: 'US',
  postCount,
  adCount: Math.floor(postCount / 2),
  latestPostAt: null,
});

const store: DomainListItem = {
  _id: '7',
  host: 'nurselife.shop',
  platform: 'shopify',
  postCount: 1234,
  adCount: 600,
  latestPostAt: new Date().toISOString(),
  pixelCount: 2,
  pageCount: 3,
};

function renderAt(route: string) {
  signIn();
  return renderWithProviders(
    <Routes>
      <Route path="/a/pages" element={<PagesScreen />} />
      <Route path="/a/domains" element={<DomainsScreen />} />
      <Route path="/a/pixels" element={<PixelsScreen />} />
    </Routes>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the pages, domains and pixels lists', { timeout: 20_000 }, () => {
  it('lists pages with their counts, asking for the search and sort of the address', async () => {
    const get = vi
      .spyOn(api.main, 'get')
      .mockResolvedValue(
        pageOf([page(1, 'Nurse Life Co', 1234), page(2, 'Áo Thun Đẹp', 9)], { total: 2 }),
      );
    renderAt('/a/pages?q=nurse&sort=ads');

    const rows = await screen.findAllByTestId('entity-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Nurse Life Co');
    expect(rows[0]?.textContent).toContain('@nurselifeco');
    expect(rows[0]?.textContent).toContain('1,234');
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Nurse Life Co' }),
    ).toHaveProperty('href', expect.stringMatching(/\/a\/pages\/1$/));
    expect(screen.getByTestId('entity-total').textContent).toBe('2 pages');
    expect(get).toHaveBeenCalledWith(
      '/pages',
      expect.objectContaining({
        params: expect.objectContaining({ q: 'nurse', sort: 'ads' }),
      }),
    );
    expect(document.title).toBe('Pages - PostRadar');
    expect(screen.getByRole('columnheader', { name: /ads/i }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('sorts by a column, searches from page 1 and keeps the page in the address', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(
      pageOf([page(1, 'Nurse Life Co', 12)], { page: 2, pages: 5, total: 250 }),
    );
    renderAt('/a/pages?page=2');
    await screen.findAllByTestId('entity-row');

    await userEvent.click(screen.getByTestId('sort-by-latest'));
    await waitFor(() => expect(location()).toBe('/a/pages?sort=latest'));

    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toBe('/a/pages?sort=latest&page=3'));

    await userEvent.type(screen.getByTestId('entity-search'), 'mom{Enter}');
    await waitFor(() => expect(location()).toBe('/a/pages?q=mom&sort=latest'));
  });

  it('says when nothing matches, with a way to clear the search', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(pageOf([]));
    renderAt('/a/pixels?q=999');
    expect((await screen.findByTestId('entity-empty')).textContent).toContain(
      'Nothing matches “999”',
    );
    await userEvent.click(
      within(screen.getByTestId('entity-empty')).getByRole('button', { name: 'Clear the search' }),
    );
    await waitFor(() => expect(location()).toBe('/a/pixels'));
  });

  it('shows a failure with a retry that loads the list again', async () => {
    const get = vi
      .spyOn(api.main, 'get')
      // A failure is tried once more by itself before it shows.
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValue(pageOf([store]));
    renderAt('/a/domains');
    const failure = await screen.findByTestId('entity-error', {}, { timeout: 5_000 });
    expect(failure.textContent).toContain('Network Error');
    await userEvent.click(screen.getByTestId('entity-retry'));
    const rows = await screen.findAllByTestId('entity-row');
    expect(rows[0]?.textContent).toContain('nurselife.shop');
    expect(rows[0]?.textContent).toContain('Shopify');
    expect(get.mock.calls.filter(([url]) => url === '/domains')).toHaveLength(3);
  });

  it('filters domains by platform and leaves out what a list does not offer', async () => {
    const get = vi.spyOn(api.main, 'get').mockResolvedValue(pageOf([store]));
    renderAt('/a/domains?platform=woocommerce&sort=followers&perPage=30');
    await screen.findAllByTestId('entity-row');
    expect(get).toHaveBeenCalledWith(
      '/domains',
      expect.objectContaining({
        params: expect.objectContaining({
          platform: 'woocommerce',
          sort: undefined,
          perPage: undefined,
        }),
      }),
    );
  });

  it('marks the followed rows and follows, groups and ignores from a row', async () => {
    const followed = { pageIds: ['2'], domainIds: [] as string[], pixelIds: [] as string[] };
    const get = vi.spyOn(api.main, 'get').mockImplementation((url) =>
      Promise.resolve(
        url === '/collections/marks'
          ? {
              data: {
                success: true,
                data: marksOf({ followed }),
              },
              status: 200,
            }
          : pageOf([page(1, 'Nurse Life Co', 12), page(2, 'Áo Thun Đẹp', 9)]),
      ),
    );
    const put = vi.spyOn(api.main, 'put').mockImplementation(() => {
      followed.pageIds = ['1', '2'];
      return Promise.resolve({
        data: { success: true, data: { kind: 'page', id: '1', isFollowed: true } },
        status: 200,
      });
    });
    renderAt('/a/pages');

    const rows = await screen.findAllByTestId('entity-row');
    const followOf = (row: number) => within(rows[row] as HTMLElement).getByTestId('entity-follow');
    await waitFor(() => expect(followOf(1).textContent).toBe('Following'));
    expect(followOf(0).textContent).toBe('Follow');
    expect(get.mock.calls.filter(([url]) => url === '/collections/marks')[0]?.[1]).toMatchObject({
      params: { pages: '1,2' },
    });
    expect(within(rows[0] as HTMLElement).getByTestId('entity-add-to-group')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByTestId('entity-ignore')).toBeTruthy();

    await userEvent.click(followOf(0));
    expect(put).toHaveBeenCalledWith('/follows/page/1', {}, expect.anything());
    await waitFor(() => expect(followOf(0).textContent).toBe('Following'));
  });

  it('shows cards instead of a table on a phone', async () => {
    displayOf(375);
    vi.spyOn(api.main, 'get').mockResolvedValue(pageOf([page(1, 'Nurse Life Co', 12)]));
    renderAt('/a/pages');
    const cards = await screen.findAllByTestId('entity-card');
    expect(cards[0]?.textContent).toContain('Nurse Life Co');
    expect(screen.queryByTestId('entity-table')).toBeNull();
  });
});

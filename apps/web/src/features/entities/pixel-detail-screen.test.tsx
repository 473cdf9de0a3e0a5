import { ApiError } from '@postradar/api-client';
import type { PixelListItem, PixelNetwork } from '@postradar/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { PixelDetailScreen } from './pixel-detail-screen';

const pixel: PixelListItem = {
  _id: '5',
  networkId: '812345678901234',
  postCount: 120,
  adCount: 70,
  latestPostAt: new Date().toISOString(),
  domainCount: 2,
  pageCount: 3,
};

const store = (id: string, host: string, postCount: number) => ({
  _id: id,
  host,
  platform: 'shopify' as const,
  postCount,
  adCount: 10,
  latestPostAt: null,
  pixelCount: 1,
  pageCount: 2,
});
const page = (id: string, name: string) => ({
  _id: id,
  networkId: `100${id}`,
  name,
  username: null,
  category: null,
  pictureUrl: null,
  followers: null,
  country: null,
  postCount: 50,
  adCount: 20,
  latestPostAt: null,
});
const link = (domainId: string, pageId: string, postCount: number) => ({
  domainId,
  pageId,
  postCount,
  adCount: 1,
  latestPostAt: '2026-11-01T00:00:00.000Z',
});

const network: PixelNetwork = {
  domains: [store('7', 'nurselife.shop', 90), store('8', 'nurselifegifts.com', 30)],
  pages: [page('1', 'Nurse Life Co'), page('2', 'Scrub Squad'), page('3', 'Night Shift Nurse')],
  links: [link('7', '1', 60), link('7', '2', 30), link('8', '2', 20), link('8', '3', 10)],
  domainCount: 2,
  pageCount: 3,
};

const emptyPosts = { docs: [], page: 1, pages: 0, total: 0, perPage: 50, totalCapped: false };

function answer(data: unknown) {
  return Promise.resolve({ data: { success: true, data }, status: 200 });
}

function renderPixel(id: string) {
  signIn();
  return renderWithProviders(
    <Routes>
      <Route path="/a/pixels/:id" element={<PixelDetailScreen />} />
    </Routes>,
    { route: `/a/pixels/${id}` },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a pixel's screen", { timeout: 20_000 }, () => {
  it('shows its figures and its store network: the stores, the pages and their links', async () => {
    vi.spyOn(api.main, 'get').mockImplementation((url) => {
      if (url === '/pixels/5') return answer(pixel);
      if (url === '/pixels/5/network') return answer(network);
      if (url === '/pixels/5/posts') return answer(emptyPosts);
      return Promise.reject(new Error(`unexpected ${url}`));
    });
    renderPixel('5');

    const header = await screen.findByTestId('entity-header');
    expect(header.textContent).toContain('812345678901234');
    expect(header.textContent).toContain('120');
    expect(document.title).toBe('Pixel 812345678901234 - PostRadar');

    const diagram = await screen.findByTestId('network-diagram');
    const stores = within(diagram).getAllByTestId('network-store');
    expect(stores.map((node) => node.textContent)).toEqual([
      expect.stringContaining('nurselife.shop'),
      expect.stringContaining('nurselifegifts.com'),
    ]);
    const pages = within(diagram).getAllByTestId('network-page');
    expect(pages.map((node) => node.textContent)).toEqual([
      expect.stringContaining('Nurse Life Co'),
      expect.stringContaining('Scrub Squad'),
      expect.stringContaining('Night Shift Nurse'),
    ]);
    // Scrub Squad advertises both stores: 30 + 20 posts.
    expect(pages[1]?.textContent).toContain('50 posts');
    expect(diagram.querySelectorAll('[data-testid="network-links"] path')).toHaveLength(2 + 4);
    expect(within(diagram).getByRole('link', { name: 'nurselife.shop' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/a\/domains\/7$/),
    );
    expect(await screen.findByTestId('entity-posts')).toBeTruthy();
  });

  it('says so when the pixel is not known', async () => {
    vi.spyOn(api.main, 'get').mockRejectedValue(
      new ApiError('This pixel does not exist.', { status: 404, code: 'NOT_FOUND' }),
    );
    renderPixel('999');
    expect((await screen.findByTestId('entity-missing')).textContent).toContain(
      'This pixel is not in PostRadar.',
    );
    expect(screen.getByRole('link', { name: 'All pixels' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/a\/pixels$/),
    );
  });
});

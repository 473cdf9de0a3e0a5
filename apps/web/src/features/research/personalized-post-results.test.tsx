import type { Personalization } from '@postradar/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer, marksOf } from '../../lib/collections/collection-test-kit';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { postOf, postPageOf } from '../../test/research-fixtures';
import { AdsScreen } from './ads-screen';
import { PostsScreen } from './posts-screen';
import { TrendingScreen } from './trending-screen';

const nurseTeacher: Personalization = {
  niches: ['nurse', 'teacher'],
  languages: ['en'],
  countries: ['US'],
  kind: 'posts',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

const nothingChosen: Personalization = {
  niches: [],
  languages: [],
  countries: [],
  kind: 'both',
  updatedAt: null,
};

function renderAt(route: string, personalization: Personalization | Error = nurseTeacher) {
  signIn({ scopes: ['posts', 'ads', 'trending'] });
  const get = vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
    if (url === '/personalization')
      return personalization instanceof Error
        ? Promise.reject(personalization)
        : Promise.resolve(answer(personalization));
    if (url === '/posts') return Promise.resolve(postPageOf([postOf()]));
    if (url === '/collections/marks') return Promise.resolve(answer(marksOf()));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  vi.spyOn(api.main, 'post').mockResolvedValue(answer({}));
  renderWithProviders(
    <Routes>
      <Route path="/a/posts" element={<PostsScreen />} />
      <Route path="/a/ads" element={<AdsScreen />} />
      <Route path="/a/trending" element={<TrendingScreen />} />
    </Routes>,
    { route },
  );
  /** The parameters of every post search sent so far. */
  const searches = () =>
    get.mock.calls.filter(([url]) => url === '/posts').map(([, config]) => config?.params);
  return { searches };
}

/** The current address's path and its parameters, in any order. */
function address() {
  const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://app');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('research screens opened without a search', { timeout: 20_000 }, () => {
  it('start Posts on the personalization, say so, and never search without it first', async () => {
    const { searches } = renderAt('/a/posts');
    const chip = await screen.findByTestId('personalized-chip');
    expect(screen.getByTestId('personalized-chip-text').textContent).toBe(
      'nurse, teacher · English · United States · Posts only',
    );
    expect(chip.textContent).toContain('Personalized');
    expect(screen.getByTestId('personalized-chip-edit').getAttribute('href')).toBe(
      '/a/personalization',
    );
    const personalized = {
      kind: 'post',
      niches: 'nurse,teacher',
      languages: 'en',
      countries: 'US',
    };
    expect(address()).toEqual({ path: '/a/posts', params: personalized });
    await screen.findByTestId('results');
    expect(searches()).toEqual([{ ...personalized, sort: 'newest' }]);
    // The filters count them but stay closed: the chip says so already.
    expect(screen.getByTestId('active-filter-count').textContent).toBe('4');
    expect(screen.getByTestId('filters-toggle').getAttribute('aria-expanded')).toBe('false');
  });

  it('search without it in one click, and do not apply it again on that screen', async () => {
    const { searches } = renderAt('/a/trending');
    await screen.findByTestId('results');
    await userEvent.click(screen.getByTestId('personalized-chip-clear'));
    await waitFor(() => expect(address()).toEqual({ path: '/a/trending', params: {} }));
    await waitFor(() => expect(searches().at(-1)).toEqual({ sort: 'trending' }));
    expect(screen.queryByTestId('personalized-chip')).toBeNull();
    // The empty address stays empty.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(address().params).toEqual({});
  });

  it('leave a shared search as it is', async () => {
    const { searches } = renderAt('/a/posts?q=mug');
    await screen.findByTestId('results');
    expect(address().params).toEqual({ q: 'mug' });
    expect(searches()).toEqual([{ q: 'mug', sort: 'newest' }]);
    expect(screen.queryByTestId('personalized-chip')).toBeNull();
  });

  it('keep ads in the Ads library, whatever kind the personalization prefers', async () => {
    const { searches } = renderAt('/a/ads');
    await screen.findByTestId('results');
    expect(address().params).toEqual({ niches: 'nurse,teacher', languages: 'en', countries: 'US' });
    expect(screen.getByTestId('personalized-chip-text').textContent).toBe(
      'nurse, teacher · English · United States',
    );
    expect(searches()).toEqual([
      { kind: 'ad', niches: 'nurse,teacher', languages: 'en', countries: 'US', sort: 'newest' },
    ]);
  });

  it('search everything when nothing is personalized', async () => {
    const { searches } = renderAt('/a/posts', nothingChosen);
    await screen.findByTestId('results');
    expect(address().params).toEqual({});
    expect(searches()).toEqual([{ sort: 'newest' }]);
    expect(screen.queryByTestId('personalized-chip')).toBeNull();
  });

  it('search everything when the personalization cannot be read', async () => {
    const { searches } = renderAt('/a/trending', new Error('Network Error'));
    await screen.findByTestId('results');
    expect(address().params).toEqual({});
    expect(searches()).toEqual([{ sort: 'trending' }]);
  });
});

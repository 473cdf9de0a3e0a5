import type { Personalization } from '@postradar/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { membershipOf, rememberWithoutPlan } from '../../lib/billing/billing-test-kit';
import { createQueryClient } from '../../lib/query-client';
import { searchAhead } from '../../lib/research/search-ahead';
import { answer, marksOf } from '../../lib/collections/collection-test-kit';
import { clearedPersonalizationState } from '../../lib/personalization/cleared-personalization';
import { rememberPersonalization } from '../../lib/personalization/remembered-personalization';
import { session } from '../../lib/session/session-storage';
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

/** Answers the screens' calls: `personalization` (or its failure), one post, no marks. */
function fakeCalls(personalization: Personalization | Error) {
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
  /** The parameters of every post search sent so far. */
  const searches = () =>
    get.mock.calls.filter(([url]) => url === '/posts').map(([, config]) => config?.params);
  const personalizationReads = () => get.mock.calls.filter(([url]) => url === '/personalization');
  return { get, searches, personalizationReads };
}

function renderScreens(route: string, queryClient?: QueryClient) {
  renderWithProviders(
    <Routes>
      <Route path="/a/posts" element={<PostsScreen />} />
      <Route path="/a/ads" element={<AdsScreen />} />
      <Route path="/a/trending" element={<TrendingScreen />} />
    </Routes>,
    { route, queryClient },
  );
}

function renderAt(route: string, personalization: Personalization | Error = nurseTeacher) {
  const calls = fakeCalls(personalization);
  renderScreens(route);
  return calls;
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

describe('research screens whose search the start asked for ahead', { timeout: 20_000 }, () => {
  /** The start's search, then the screen rendered on the same cache. */
  async function startAheadAt(route: string, personalization: Personalization = nurseTeacher) {
    const calls = fakeCalls(personalization);
    const queryClient = createQueryClient();
    const { pathname, search } = new URL(route, 'http://app');
    await searchAhead(queryClient, { pathname, search, state: null });
    expect(calls.searches()).toHaveLength(1);
    renderScreens(route, queryClient);
    await screen.findByTestId('results');
    return calls;
  }

  it.each([
    ['/a/posts', { kind: 'post', niches: 'nurse,teacher', languages: 'en', countries: 'US' }],
    ['/a/ads', { kind: 'ad', niches: 'nurse,teacher', languages: 'en', countries: 'US' }],
    ['/a/posts?q=mug', { q: 'mug' }],
  ])(
    '%s: the screen shows what the start asked for and asks for nothing more',
    async (route, params) => {
      const { searches, personalizationReads } = await startAheadAt(route);
      expect(searches()).toEqual([{ ...params, sort: 'newest' }]);
      expect(personalizationReads().length).toBeLessThanOrEqual(1);
    },
  );

  it('asks for the marks of the first results beside drawing them, and the screen asks no more', async () => {
    const { get } = fakeCalls(nurseTeacher);
    const marksReads = () => get.mock.calls.filter(([url]) => url === '/collections/marks');
    const queryClient = createQueryClient();
    await searchAhead(queryClient, { pathname: '/a/posts', search: '?q=mug', state: null });
    expect(marksReads()).toHaveLength(1);
    renderScreens('/a/posts?q=mug', queryClient);
    await screen.findByTestId('post-action-favorite');
    expect(marksReads()).toHaveLength(1);
  });

  it('with the personalization this device kept, asks at once and starts on the current one', async () => {
    let answerPersonalization: (personalization: Personalization) => void = () => undefined;
    const calls = fakeCalls(nurseTeacher);
    calls.get.mockImplementation((url: string) => {
      if (url === '/personalization')
        return new Promise((resolve) => {
          answerPersonalization = (personalization) => resolve(answer(personalization));
        });
      if (url === '/posts') return Promise.resolve(postPageOf([postOf()]));
      return Promise.resolve(answer(marksOf()));
    });
    const queryClient = createQueryClient();
    rememberPersonalization(queryClient);
    session.setPersonalization(JSON.stringify({ userId: 'user-1', personalization: nurseTeacher }));
    const ahead = searchAhead(queryClient, { pathname: '/a/posts', search: '', state: null });
    await waitFor(() => expect(calls.searches()).toHaveLength(1));
    // Changed elsewhere since: the screen starts on the current personalization.
    answerPersonalization({ ...nurseTeacher, niches: ['chef'] });
    await ahead;
    renderScreens('/a/posts', queryClient);
    await waitFor(() => expect(address().params).toMatchObject({ niches: 'chef' }));
    await screen.findByTestId('results');
    expect(calls.searches()).toEqual([
      { kind: 'post', niches: 'nurse,teacher', languages: 'en', countries: 'US', sort: 'newest' },
      { kind: 'post', niches: 'chef', languages: 'en', countries: 'US', sort: 'newest' },
    ]);
  });

  it('starts Trending on its own default sort, without a personalization', async () => {
    const { searches } = await startAheadAt('/a/trending', nothingChosen);
    expect(searches()).toEqual([{ sort: 'trending' }]);
  });

  it('asks for nothing on another screen, nor without personalization once it was cleared', async () => {
    const { searches, personalizationReads } = fakeCalls(nurseTeacher);
    await searchAhead(createQueryClient(), { pathname: '/a/dashboard', search: '', state: null });
    expect(searches()).toEqual([]);
    await searchAhead(createQueryClient(), {
      pathname: '/a/posts',
      search: '',
      state: clearedPersonalizationState,
    });
    expect(personalizationReads()).toEqual([]);
    expect(searches()).toEqual([{ sort: 'newest' }]);
  });
});

describe('Posts, for a seller this device remembers without a plan', { timeout: 20_000 }, () => {
  it('does not search before the membership is read, and shows the prompt without one', async () => {
    const { searches } = fakeCalls(nurseTeacher);
    const { read, answerWith } = rememberWithoutPlan();
    renderScreens('/a/posts');
    await waitFor(() => expect(read).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Posts' })).toBeTruthy();
    expect(screen.queryByTestId('search-form')).toBeNull();
    answerWith(null);
    await screen.findByTestId('upgrade-gate');
    expect(searches()).toEqual([]);
  });

  it('searches once the membership shows a plan bought since', async () => {
    const { searches } = fakeCalls(nurseTeacher);
    const { read, answerWith } = rememberWithoutPlan();
    renderScreens('/a/posts');
    await waitFor(() => expect(read).toHaveBeenCalled());
    expect(searches()).toEqual([]);
    answerWith(membershipOf());
    await screen.findByTestId('results');
    expect(searches()).toHaveLength(1);
  });
});

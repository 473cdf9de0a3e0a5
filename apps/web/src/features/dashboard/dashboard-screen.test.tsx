import { en, vi as viCatalogue } from '@postradar/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { membershipOf, rememberWithoutPlan } from '../../lib/billing/billing-test-kit';
import { answer } from '../../lib/collections/collection-test-kit';
import { pageFollowOf } from '../../lib/collections/route-test-kit';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { DashboardScreen } from './dashboard-screen';

// The chart's library draws nothing in happy-dom: the figures are what these tests read.
vi.mock('./corpus-chart', () => ({ default: () => <div data-testid="corpus-chart" /> }));
import {
  answerDashboard,
  corpus,
  membershipRequired,
  movingOf,
  newcomer,
  noFavorites,
  noNews,
  personalized,
  type DashboardAnswers,
} from './dashboard-test-kit';

const newcomerAnswers: DashboardAnswers = {
  personalization: newcomer,
  moving: (sort) => movingOf(sort, false),
  news: noNews,
  favorites: noFavorites,
  corpus,
};

const day = new Date(Date.now() - 3 * 86_400_000).toISOString();

const regularAnswers: DashboardAnswers = {
  personalization: personalized,
  moving: (sort) => movingOf(sort, true),
  news: {
    follows: [pageFollowOf('7', 'Nurse Life Co', { count: 12, isCapped: false })],
    followCount: 3,
    savedSearches: [
      {
        _id: '31',
        name: 'Nurse hoodies',
        path: '/a/posts',
        params: { q: 'nurse hoodie' },
        lastRunAt: day,
        createdAt: day,
        newPosts: { count: 100, isCapped: true },
      },
    ],
    savedSearchCount: 1,
    computedAt: new Date().toISOString(),
  },
  favorites: {
    items: [
      { post: postOf({ _id: '501' }), categoryId: '1', savedAt: day },
      { post: postOf({ _id: '501' }), categoryId: '2', savedAt: day },
      { post: postOf({ _id: '502' }), categoryId: '1', savedAt: day },
    ],
    total: 3,
    computedAt: new Date().toISOString(),
  },
  corpus,
};

function renderDashboard(answers: DashboardAnswers, language: 'en' | 'vi' = 'en') {
  signIn();
  const get = answerDashboard(answers);
  const result = renderWithProviders(
    <Routes>
      <Route path="/a" element={<DashboardScreen />} />
    </Routes>,
    { route: '/a', language },
  );
  return { get, ...result };
}

const location = () => screen.getByTestId('location').textContent;

describe('the dashboard', { timeout: 30_000 }, () => {
  it('welcomes a new user towards Personalization until they dismiss it, for good', async () => {
    renderDashboard(newcomerAnswers);
    const welcome = await screen.findByTestId('dashboard-welcome');
    expect(document.title).toBe('Dashboard - PostRadar');
    expect(within(welcome).getByRole('link', { name: 'Personalize' }).getAttribute('href')).toBe(
      '/a/personalization',
    );

    await userEvent.click(within(welcome).getByTestId('dashboard-welcome-dismiss'));
    expect(screen.queryByTestId('dashboard-welcome')).toBeNull();
    expect(window.localStorage.getItem('postradar.dashboardWelcomeDismissed.user-1')).toBe('true');
  });

  it('shows what moves across every niche, each block leading to Trending at its sort', async () => {
    const { get } = renderDashboard(newcomerAnswers);
    const massShares = await screen.findByTestId('dashboard-moving-mass_shares');
    expect(await within(massShares).findAllByTestId('post-card')).toHaveLength(3);
    expect(within(massShares).getByRole('heading', { name: 'Mass shares' })).toBeTruthy();
    expect(
      within(massShares).getByTestId('dashboard-moving-mass_shares-computed').textContent,
    ).toBe('Updated 5 minutes ago');
    expect(
      within(massShares).getByTestId('dashboard-moving-mass_shares-see-all').getAttribute('href'),
    ).toBe('/a/trending?sort=mass_shares');
    expect(screen.getByTestId('dashboard-moving-trending-see-all').getAttribute('href')).toBe(
      '/a/trending',
    );
    expect(screen.queryByTestId('dashboard-moving-trending-personalized')).toBeNull();
    expect(screen.getByTestId('dashboard-audience').textContent).toBe(
      'Across every niche and market. Personalize',
    );
    for (const sort of ['trending', 'mass_reactions', 'mass_shares', 'mass_comments']) {
      expect(get).toHaveBeenCalledWith(
        '/dashboard/moving',
        expect.objectContaining({ params: { sort } }),
      );
    }
  });

  it('says how to fill the follows, saved searches and favorites a new user has not got', async () => {
    renderDashboard(newcomerAnswers);
    const follows = await screen.findByTestId('dashboard-follows-empty');
    expect(follows.textContent).toContain('You follow nothing yet');
    expect(follows.textContent).toContain('Follow a page, a store or a pixel');
    expect(within(follows).getByRole('link', { name: 'Open Follows' }).getAttribute('href')).toBe(
      '/a/follows',
    );
    const searches = screen.getByTestId('dashboard-searches-empty');
    expect(searches.textContent).toContain('No saved searches yet');
    expect(within(searches).getByRole('link', { name: 'Search posts' }).getAttribute('href')).toBe(
      '/a/posts',
    );
    const favorites = await screen.findByTestId('dashboard-favorites-empty');
    expect(favorites.textContent).toContain('Save posts with the heart on any card');
  });

  it('tells a user who follows and saved searches that nothing is new, in both languages', async () => {
    const quiet = { ...noNews, followCount: 3, savedSearchCount: 2 };
    const { unmount } = renderDashboard({ ...regularAnswers, news: quiet });
    const follows = await screen.findByTestId('dashboard-follows-empty');
    expect(follows.textContent).toContain('Nothing new from what you follow');
    expect(follows.textContent).toContain(
      'None of the 3 pages, stores and pixels you follow has new posts since you last looked.',
    );
    expect(follows.textContent).not.toContain('Follow a page');
    expect(within(follows).getByRole('link', { name: 'Open Follows' }).getAttribute('href')).toBe(
      '/a/follows',
    );
    const searches = screen.getByTestId('dashboard-searches-empty');
    expect(searches.textContent).toContain('No saved search has new posts');
    expect(
      within(searches).getByRole('link', { name: 'Open saved searches' }).getAttribute('href'),
    ).toBe('/a/search-history?tab=saved');
    unmount();

    renderDashboard({ ...regularAnswers, news: quiet }, 'vi');
    const vietnamese = await screen.findByTestId('dashboard-follows-empty');
    expect(vietnamese.textContent).toContain('Chưa có gì mới từ những gì bạn theo dõi');
    expect(vietnamese.textContent).toContain('3 trang, cửa hàng và pixel bạn theo dõi');
  });

  it('narrows the blocks to the user’s niches, and says so', async () => {
    renderDashboard(regularAnswers);
    const trending = await screen.findByTestId('dashboard-moving-trending');
    expect(
      await within(trending).findByTestId('dashboard-moving-trending-personalized'),
    ).toBeTruthy();
    expect(screen.queryByTestId('dashboard-welcome')).toBeNull();
    expect(screen.getByTestId('dashboard-audience').textContent).toBe(
      'Personalized for you: nurse, dog mom · English · United States Change',
    );
    expect(screen.getByTestId('dashboard-moving-mass_comments-see-all').getAttribute('href')).toBe(
      '/a/trending?sort=mass_comments&niches=nurse,dog%20mom&languages=en&countries=US',
    );
  });

  it('opens a follow’s new posts and marks them seen', async () => {
    renderDashboard(regularAnswers);
    const post = vi.spyOn(api.main, 'post').mockResolvedValue(answer({ seenAt: day }));
    const follow = await screen.findByTestId('dashboard-follow');
    expect(follow.textContent).toContain('Nurse Life Co');
    expect(within(follow).getByTestId('dashboard-follow-new-posts').textContent).toBe(
      '12 new posts',
    );

    await userEvent.click(within(follow).getByTestId('dashboard-follow-new-posts'));
    await waitFor(() => expect(location()).toBe('/a/pages/7'));
    expect(post).toHaveBeenCalledWith('/follows/page/7/seen', expect.anything(), expect.anything());
  });

  it('runs a saved search with new posts in one click', async () => {
    renderDashboard(regularAnswers);
    const post = vi.spyOn(api.main, 'post').mockResolvedValue(answer({}));
    const search = await screen.findByTestId('dashboard-search');
    expect(search.textContent).toContain('Nurse hoodies');
    expect(within(search).getByTestId('dashboard-search-new-posts').textContent).toBe(
      '99+ new posts',
    );

    await userEvent.click(within(search).getByTestId('dashboard-search-run'));
    await waitFor(() => expect(location()).toBe('/a/posts?q=nurse+hoodie'));
    expect(post).toHaveBeenCalledWith(
      '/saved-searches/31/run',
      expect.anything(),
      expect.anything(),
    );
  });

  it('shows the latest favorites once each, and the corpus in figures', async () => {
    renderDashboard(regularAnswers);
    const favorites = await screen.findByTestId('dashboard-favorites');
    expect(await within(favorites).findAllByTestId('post-card')).toHaveLength(2);
    expect(favorites.textContent).toContain('3 saved posts');
    expect(within(favorites).getByTestId('dashboard-favorites-see-all').getAttribute('href')).toBe(
      '/a/favorites',
    );
    expect((await screen.findByTestId('corpus-postsLast24h')).textContent).toBe(
      '1,234Posts added in 24 h',
    );
    expect(screen.getByTestId('corpus-pixels').textContent).toBe('950Pixels');
    expect(await screen.findByTestId('corpus-chart')).toBeTruthy();
  });

  it('keeps the other blocks when one fails, and loads it again on retry', async () => {
    let isDown = true;
    renderDashboard({
      ...regularAnswers,
      get favorites() {
        return isDown ? () => new Error('Network Error') : regularAnswers.favorites;
      },
    });
    const error = await screen.findByTestId('dashboard-favorites-error');
    expect(error.textContent).toContain('This block could not be loaded');
    expect(error.textContent).toContain('Network Error');
    expect(await screen.findByTestId('dashboard-follow')).toBeTruthy();

    isDown = false;
    await userEvent.click(screen.getByTestId('dashboard-favorites-retry'));
    const favorites = await screen.findByTestId('dashboard-favorites');
    expect(await within(favorites).findAllByTestId('post-card')).toHaveLength(2);
  });

  it('shows a user without a plan one upgrade prompt, and the way to the plans in each block', async () => {
    renderDashboard({
      ...newcomerAnswers,
      moving: () => membershipRequired,
      news: membershipRequired,
      favorites: membershipRequired,
    });
    expect(await screen.findAllByTestId('upgrade-gate')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Choose a plan to keep researching' })).toBeTruthy();
    expect(screen.queryByTestId('dashboard-moving-trending')).toBeNull();
    for (const block of ['dashboard-news', 'dashboard-favorites']) {
      const locked = await screen.findByTestId(`${block}-locked`);
      expect(locked.textContent).toContain('An active plan is needed for this.');
      expect(within(locked).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
        '/pricing',
      );
    }
    expect(await screen.findByTestId('corpus-pages')).toBeTruthy();
  });

  describe('for a seller this device remembers without a plan', () => {
    const planCalls = (get: ReturnType<typeof renderDashboard>['get']) =>
      get.mock.calls.filter(([url]) => /^\/dashboard\/(moving|news|favorites)$/.test(url));

    it('asks nothing the API would refuse, and shows the prompt once the membership says so', async () => {
      const { read, answerWith } = rememberWithoutPlan();
      const { get } = renderDashboard(regularAnswers);
      await waitFor(() => expect(read).toHaveBeenCalledWith('/membership', expect.anything()));
      expect(await screen.findByTestId('corpus-pages')).toBeTruthy();
      expect(screen.queryByTestId('upgrade-gate')).toBeNull();
      answerWith(null);
      expect(await screen.findAllByTestId('upgrade-gate')).toHaveLength(1);
      for (const block of ['dashboard-news', 'dashboard-favorites']) {
        const locked = await screen.findByTestId(`${block}-locked`);
        expect(locked.textContent).toContain('An active plan is needed for this.');
      }
      expect(planCalls(get)).toEqual([]);
    });

    it('fills the blocks once the membership shows a plan bought since', async () => {
      const { read, answerWith } = rememberWithoutPlan();
      const { get } = renderDashboard(regularAnswers);
      await waitFor(() => expect(read).toHaveBeenCalled());
      expect(planCalls(get)).toEqual([]);
      answerWith(membershipOf());
      const favorites = await screen.findByTestId('dashboard-favorites');
      expect(await within(favorites).findAllByTestId('post-card')).toHaveLength(2);
      expect(screen.queryByTestId('upgrade-gate')).toBeNull();
      expect(planCalls(get)).toHaveLength(6);
    });
  });

  it('closes the tips for the rest of the day', async () => {
    renderDashboard(newcomerAnswers);
    await userEvent.click(await screen.findByTestId('tips-panel-close'));
    expect(screen.queryByText('Did you know?')).toBeNull();
    expect(window.localStorage.getItem('postradar.tipsHiddenOn.user-1')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('reads in Vietnamese', async () => {
    renderDashboard(regularAnswers, 'vi');
    expect(await screen.findByRole('heading', { name: viCatalogue.dashboard.title })).toBeTruthy();
    expect((await screen.findByTestId('corpus-postsLast24h')).textContent).toBe(
      `1.234${viCatalogue.dashboard.corpus.postsLast24h}`,
    );
    expect(document.title).toBe(`${viCatalogue.dashboard.title} - PostRadar`);
    expect(en.dashboard.title).toBe('Dashboard');
  });
});

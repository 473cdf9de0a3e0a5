import { ApiError } from '@postradar/api-client';
import {
  billingTexts,
  type CorpusFigures,
  type DashboardFavorites,
  type DashboardMoving,
  type DashboardNews,
  type MovingSort,
  type Personalization,
} from '@postradar/contracts';
import { vi } from 'vitest';
import { api } from '../../lib/api';
import { answer, marksOf } from '../../lib/collections/collection-test-kit';
import { postOf } from '../../test/research-fixtures';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A user who never saved their personalization. */
export const newcomer: Personalization = {
  niches: [],
  languages: [],
  countries: [],
  kind: 'both',
  updatedAt: null,
};

/** A user who chose their niches, a language and a country. */
export const personalized: Personalization = {
  niches: ['nurse', 'dog mom'],
  languages: ['en'],
  countries: ['US'],
  kind: 'both',
  updatedAt: minutesAgo(60 * 24),
};

export function movingOf(sort: MovingSort, isPersonalized: boolean, count = 3): DashboardMoving {
  return {
    sort,
    posts: Array.from({ length: count }, (_, index) =>
      postOf({ _id: `${sort.length}${index + 1}`, message: `${sort} post ${index + 1}` }),
    ),
    isPersonalized,
    computedAt: minutesAgo(5),
  };
}

export const noNews: DashboardNews = {
  follows: [],
  followCount: 0,
  savedSearches: [],
  savedSearchCount: 0,
  computedAt: minutesAgo(1),
};
export const noFavorites: DashboardFavorites = { items: [], total: 0, computedAt: minutesAgo(1) };

export const corpus: CorpusFigures = {
  postsLast24h: 1_234,
  adsLast24h: 321,
  pages: 2_500,
  domains: 1_800,
  pixels: 950,
  perDay: Array.from({ length: 30 }, (_, index) => ({
    day: `2026-03-${String(index + 1).padStart(2, '0')}`,
    posts: 600 + index,
    ads: 150 + index,
  })),
  computedAt: minutesAgo(3),
};

/** The refusal of a call for a user without a plan. */
export const membershipRequired = () =>
  new ApiError(billingTexts.membershipRequired, { status: 402, code: 'MEMBERSHIP_REQUIRED' });

type Answer = unknown | (() => Error);

/** What each of the dashboard's calls answers; a function gives the error it fails with. */
export interface DashboardAnswers {
  personalization: Answer;
  moving(sort: MovingSort): Answer;
  news: Answer;
  favorites: Answer;
  corpus: Answer;
}

/** Answers the dashboard's GET calls (and the marks of its cards) from `answers`. */
export function answerDashboard(answers: DashboardAnswers) {
  const byPath: Record<string, (params: Record<string, string>) => Answer> = {
    '/personalization': () => answers.personalization,
    '/dashboard/moving': (params) => answers.moving(params.sort as MovingSort),
    '/dashboard/news': () => answers.news,
    '/dashboard/favorites': () => answers.favorites,
    '/dashboard/corpus': () => answers.corpus,
    '/collections/marks': () => marksOf(),
  };
  return vi.spyOn(api.main, 'get').mockImplementation((url, config) => {
    const route = byPath[url];
    if (!route) return Promise.reject(new Error(`No route for GET ${url}`));
    const result = route((config?.params ?? {}) as Record<string, string>);
    return typeof result === 'function'
      ? Promise.reject((result as () => Error)())
      : Promise.resolve(answer(result));
  });
}

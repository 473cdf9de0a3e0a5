import { test } from '@playwright/test';
import { personalizeFromDashboard } from './dashboard';
import { newSeller } from './fixtures';
import { signInWithPlan } from './grant-plan';
import { researchTestTimeout } from './research';

test.describe.configure({ timeout: researchTestTimeout });

test('a new seller personalizes, and the dashboard, Trending and a new search start from it', async ({
  page,
  browser,
}) => {
  await signInWithPlan(page, browser, newSeller('dashboard'));
  await personalizeFromDashboard(page, {
    dashboardTitle: 'Dashboard',
    personalizationTitle: 'Personalization',
    acrossEverything: 'Across every niche and market.',
    language: { typed: 'eng', name: 'English' },
    country: { typed: 'united', name: 'United States' },
    saved: 'Saved',
    personalizedFor: 'Personalized for you',
    personalizedBadge: 'Personalized',
    chipLabel: 'Personalized',
  });
});

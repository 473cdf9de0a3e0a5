import { aheadLoader } from '../components/lazy-ahead';
import { screenPath } from '../lib/research/screen-searches';

/**
 * The code of the main application and of its research screens: the routes load it on demand,
 * and the start loads the current address's ahead, beside the texts of the interface, instead of
 * one chunk after the other as the routes render. What it has loaded is drawn at once
 * (components/lazy-ahead.tsx).
 */
export const loadMainApp = aheadLoader(() => import('./main/main-app'));
export const loadPostsScreen = aheadLoader(() => import('../features/research/posts-screen'));
export const loadAdsScreen = aheadLoader(() => import('../features/research/ads-screen'));
export const loadTrendingScreen = aheadLoader(() => import('../features/research/trending-screen'));

const screenCode: Readonly<Record<string, () => Promise<unknown>>> = {
  '/a/posts': loadPostsScreen,
  '/a/ads': loadAdsScreen,
  '/a/trending': loadTrendingScreen,
};

/**
 * Loads the code `pathname` shows; settles when it is in, or has failed (a failure is left to the
 * route, which shows it).
 */
export async function loadScreenCodeAhead(pathname: string): Promise<void> {
  if (!/^\/a(\/|$)/.test(pathname)) return;
  const screen = screenCode[screenPath(pathname)];
  await Promise.allSettled([loadMainApp(), screen?.()]);
}

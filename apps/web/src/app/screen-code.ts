/**
 * The code of the main application and of its research screens: the routes load it on demand,
 * and the start loads the current address's ahead, beside the texts of the interface, instead of
 * one chunk after the other as the routes render.
 */
export const loadMainApp = () => import('./main/main-app');
export const loadPostsScreen = () => import('../features/research/posts-screen');
export const loadAdsScreen = () => import('../features/research/ads-screen');
export const loadTrendingScreen = () => import('../features/research/trending-screen');

const screenCode: Readonly<Record<string, () => Promise<unknown>>> = {
  '/a/posts': loadPostsScreen,
  '/a/ads': loadAdsScreen,
  '/a/trending': loadTrendingScreen,
};

/** Starts loading the code `pathname` shows. A failure is left to the route, which shows it. */
export function loadScreenCodeAhead(pathname: string): void {
  if (!/^\/a(\/|$)/.test(pathname)) return;
  const screen = screenCode[pathname.replace(/\/$/, '')];
  for (const load of [loadMainApp, screen]) void load?.().catch(() => undefined);
}

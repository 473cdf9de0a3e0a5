import { lazy } from 'react';
import { Route } from 'react-router';
import { lazyAhead } from '../../components/lazy-ahead';
import { LazyBoundary } from '../../components/lazy-boundary';
import { FeatureGate } from '../../lib/billing-gate/feature-gate';
import { loadPostDetailModal } from '../../lib/research/preload-post-detail';
import { loadAdsScreen, loadPostsScreen, loadTrendingScreen } from '../screen-code';
import { MenuScreenHeading } from './menu-screen-heading';

const PostsScreen = lazyAhead(loadPostsScreen, (module) => module.PostsScreen);
const AdsScreen = lazyAhead(loadAdsScreen, (module) => module.AdsScreen);
const TrendingScreen = lazyAhead(loadTrendingScreen, (module) => module.TrendingScreen);
const PostDetailScreen = lazy(() =>
  import('../../features/research/post-detail-screen').then((module) => ({
    default: module.PostDetailScreen,
  })),
);
// The same load the research screens start ahead of the first click (preload-post-detail.ts).
const PostDetailModal = lazy(() =>
  loadPostDetailModal().then((module) => ({ default: module.PostDetailModal })),
);

/**
 * Posts, Ads library, Trending and a post's detail as a page (a reload or a shared link); the Ads
 * library and Trending for plans with them (the upgrade prompt otherwise).
 */
export function researchRoutes() {
  return (
    <>
      <Route
        path="posts"
        element={
          <LazyBoundary name="posts screen">
            <PostsScreen />
          </LazyBoundary>
        }
      />
      <Route
        path="ads"
        element={
          <LazyBoundary name="ads library">
            <FeatureGate feature="ads" heading={<MenuScreenHeading item="ads" />}>
              <AdsScreen />
            </FeatureGate>
          </LazyBoundary>
        }
      />
      <Route
        path="trending"
        element={
          <LazyBoundary name="trending screen">
            <FeatureGate feature="trending" heading={<MenuScreenHeading item="trending" />}>
              <TrendingScreen />
            </FeatureGate>
          </LazyBoundary>
        }
      />
      <Route
        path="posts/:id"
        element={
          <LazyBoundary name="post detail">
            <PostDetailScreen />
          </LazyBoundary>
        }
      />
    </>
  );
}

/** A post's detail over the list it was opened from (the list stays rendered underneath). */
export function researchOverlayRoutes() {
  return (
    <Route
      path="posts/:id"
      element={
        <LazyBoundary name="post detail" fallback={null}>
          <PostDetailModal />
        </LazyBoundary>
      }
    />
  );
}

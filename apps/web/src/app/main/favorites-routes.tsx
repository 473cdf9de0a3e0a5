import { lazy } from 'react';
import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { FeatureGate } from '../../lib/billing-gate/feature-gate';
import { MenuScreenHeading } from './menu-screen-heading';

const FavoritesScreen = lazy(() =>
  import('../../features/favorites/favorites-screen').then((module) => ({
    default: module.FavoritesScreen,
  })),
);
const PoolScreen = lazy(() =>
  import('../../features/pool/pool-screen').then((module) => ({ default: module.PoolScreen })),
);

/** Favorites (its categories and saved posts) and the pool, for plans with them. */
export function favoritesRoutes() {
  return (
    <>
      <Route
        path="favorites"
        element={
          <LazyBoundary name="favorites screen">
            <FeatureGate feature="favorites" heading={<MenuScreenHeading item="favorites" />}>
              <FavoritesScreen />
            </FeatureGate>
          </LazyBoundary>
        }
      />
      <Route
        path="pool"
        element={
          <LazyBoundary name="pool screen">
            <FeatureGate feature="pool" heading={<MenuScreenHeading item="pool" />}>
              <PoolScreen />
            </FeatureGate>
          </LazyBoundary>
        }
      />
    </>
  );
}

import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { lazyWithRestOfTexts } from '../../components/lazy-with-rest-of-texts';
import { FeatureGate } from '../../lib/billing-gate/feature-gate';
import { MenuScreenHeading } from './menu-screen-heading';

const FavoritesScreen = lazyWithRestOfTexts(
  () => import('../../features/favorites/favorites-screen'),
  (module) => module.FavoritesScreen,
);
const PoolScreen = lazyWithRestOfTexts(
  () => import('../../features/pool/pool-screen'),
  (module) => module.PoolScreen,
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

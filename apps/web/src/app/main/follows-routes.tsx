import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { lazyWithRestOfTexts } from '../../components/lazy-with-rest-of-texts';
import { FeatureGate } from '../../lib/billing-gate/feature-gate';
import { MenuScreenHeading } from './menu-screen-heading';

const FollowsScreen = lazyWithRestOfTexts(
  () => import('../../features/follows/follows-screen'),
  (module) => module.FollowsScreen,
);

/** Follows: the pages, domains and pixels followed, and the blacklist, for plans with them. */
export function followsRoutes() {
  return (
    <Route
      path="follows"
      element={
        <LazyBoundary name="follows screen">
          <FeatureGate feature="follows" heading={<MenuScreenHeading item="follows" />}>
            <FollowsScreen />
          </FeatureGate>
        </LazyBoundary>
      }
    />
  );
}

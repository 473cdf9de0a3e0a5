import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { lazyWithRestOfTexts } from '../../components/lazy-with-rest-of-texts';
import { FeatureGate } from '../../lib/billing-gate/feature-gate';
import { MenuScreenHeading } from './menu-screen-heading';

const GroupsScreen = lazyWithRestOfTexts(
  () => import('../../features/groups/groups-screen'),
  (module) => module.GroupsScreen,
);
const GroupDetailScreen = lazyWithRestOfTexts(
  () => import('../../features/groups/group-detail-screen'),
  (module) => module.GroupDetailScreen,
);

/**
 * Groups: the list (own, featured, followed) and a group's details and trending posts, for plans
 * with groups.
 */
export function groupsRoutes() {
  return (
    <>
      <Route
        path="groups"
        element={
          <LazyBoundary name="groups screen">
            <FeatureGate feature="groups" heading={<MenuScreenHeading item="groups" />}>
              <GroupsScreen />
            </FeatureGate>
          </LazyBoundary>
        }
      />
      <Route
        path="groups/:id"
        element={
          <LazyBoundary name="group detail">
            <FeatureGate feature="groups" heading={<MenuScreenHeading item="groups" />}>
              <GroupDetailScreen />
            </FeatureGate>
          </LazyBoundary>
        }
      />
    </>
  );
}

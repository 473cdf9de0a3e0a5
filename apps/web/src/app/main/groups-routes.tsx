import { lazy } from 'react';
import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { FeatureGate } from '../../lib/billing-gate/feature-gate';
import { MenuScreenHeading } from './menu-screen-heading';

const GroupsScreen = lazy(() =>
  import('../../features/groups/groups-screen').then((module) => ({
    default: module.GroupsScreen,
  })),
);
const GroupDetailScreen = lazy(() =>
  import('../../features/groups/group-detail-screen').then((module) => ({
    default: module.GroupDetailScreen,
  })),
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

import { lazy } from 'react';
import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';

const DashboardScreen = lazy(() =>
  import('../../features/dashboard/dashboard-screen').then((module) => ({
    default: module.DashboardScreen,
  })),
);

/**
 * /a itself: the dashboard. Listed before the main menu's placeholders, so it is the index route
 * that matches.
 */
export function dashboardRoutes() {
  return (
    <Route
      index
      element={
        <LazyBoundary name="dashboard">
          <DashboardScreen />
        </LazyBoundary>
      }
    />
  );
}

import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { lazyWithRestOfTexts } from '../../components/lazy-with-rest-of-texts';

const DashboardScreen = lazyWithRestOfTexts(
  () => import('../../features/dashboard/dashboard-screen'),
  (module) => module.DashboardScreen,
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

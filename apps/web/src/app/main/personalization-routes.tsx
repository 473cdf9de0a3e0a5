import { lazy } from 'react';
import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';

const PersonalizationScreen = lazy(() =>
  import('../../features/personalization/personalization-screen').then((module) => ({
    default: module.PersonalizationScreen,
  })),
);

/** /a/personalization: what Trending, the dashboard and new searches start from. */
export function personalizationRoutes() {
  return (
    <Route
      path="personalization"
      element={
        <LazyBoundary name="personalization">
          <PersonalizationScreen />
        </LazyBoundary>
      }
    />
  );
}

import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { lazyWithRestOfTexts } from '../../components/lazy-with-rest-of-texts';

const PersonalizationScreen = lazyWithRestOfTexts(
  () => import('../../features/personalization/personalization-screen'),
  (module) => module.PersonalizationScreen,
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

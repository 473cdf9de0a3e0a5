import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { lazyWithRestOfTexts } from '../../components/lazy-with-rest-of-texts';
import { Gate } from '../../lib/billing-gate/gate';
import { MenuScreenHeading } from './menu-screen-heading';

const IdeasScreen = lazyWithRestOfTexts(
  () => import('../../features/ideas/ideas-screen'),
  (module) => module.IdeasScreen,
);

/**
 * Ideas: research content, for every plan running now (the trial included) and the staff roles;
 * without a plan, the upgrade prompt before any call (the API refuses them the same).
 */
export function ideasRoutes() {
  return (
    <Route
      path="ideas"
      element={
        <LazyBoundary name="ideas screen">
          <Gate heading={<MenuScreenHeading item="ideas" />}>
            <IdeasScreen />
          </Gate>
        </LazyBoundary>
      }
    />
  );
}

import { lazy } from 'react';
import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import type { MainMenuKey } from './main-menu-items';

const PersonalizationScreen = lazy(() =>
  import('../../features/personalization/personalization-screen').then((module) => ({
    default: module.PersonalizationScreen,
  })),
);

/** The main-menu entry served by the personalization screen rather than a placeholder. */
export const personalizationMenuKeys: ReadonlySet<MainMenuKey> = new Set(['personalization']);

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

import { lazy } from 'react';
import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';

const SearchHistoryScreen = lazy(() =>
  import('../../features/search-history/search-history-screen').then((module) => ({
    default: module.SearchHistoryScreen,
  })),
);
const SearchHistoryTabs = lazy(() =>
  import('../../features/search-history/search-history-tabs').then((module) => ({
    default: module.SearchHistoryTabs,
  })),
);

/** /a/search-history: the searches the user ran and saved. */
export function searchHistoryRoutes() {
  return (
    <Route
      path="search-history"
      element={
        <LazyBoundary name="search history">
          <SearchHistoryScreen />
        </LazyBoundary>
      }
    />
  );
}

/** The same lists inside the settings layout (/settings/search-history). */
export function searchHistorySettingsContent() {
  return (
    <LazyBoundary name="search history">
      <SearchHistoryTabs />
    </LazyBoundary>
  );
}

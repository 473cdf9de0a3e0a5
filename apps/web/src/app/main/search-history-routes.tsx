import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { lazyWithRestOfTexts } from '../../components/lazy-with-rest-of-texts';

const SearchHistoryScreen = lazyWithRestOfTexts(
  () => import('../../features/search-history/search-history-screen'),
  (module) => module.SearchHistoryScreen,
);
const SearchHistoryTabs = lazyWithRestOfTexts(
  () => import('../../features/search-history/search-history-tabs'),
  (module) => module.SearchHistoryTabs,
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

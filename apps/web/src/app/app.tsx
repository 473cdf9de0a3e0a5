import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { LazyBoundary } from '../components/lazy-boundary';
import { markAppDrawn, useIsFirstScreenDrawn } from '../lib/first-screen-drawn';
import { useDeviceIdTracking } from '../lib/session/use-device-id-tracking';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';

/**
 * Beside the routes, on demand once the first screen is drawn: the support-chat widget, and what
 * loads the toasts' container and the offer's popup once they have something to show.
 */
const GlobalOverlays = lazy(() =>
  import('./overlays/global-overlays').then((module) => ({ default: module.GlobalOverlays })),
);

export interface AppContentProps {
  i18n: I18n;
  queryClient: QueryClient;
}

/**
 * The overlays, once the first screen is drawn: a part of its own, whose update re-renders it
 * alone (an update above a page rendered ahead would make React draw that page again instead of
 * taking over its markup, while parts of it still load).
 */
function OverlaysOnceDrawn() {
  const isFirstScreenDrawn = useIsFirstScreenDrawn();
  useEffect(() => markAppDrawn(), []);
  if (!isFirstScreenDrawn) return null;
  return (
    <LazyBoundary name="global overlays" fallback={null}>
      <GlobalOverlays />
    </LazyBoundary>
  );
}

/**
 * The app inside a router: the browser's in the page, a static one where a public page is
 * rendered ahead at build time (src/prerender).
 */
export function AppContent({ i18n, queryClient }: AppContentProps) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <AppRoutes />
      <OverlaysOnceDrawn />
    </AppProviders>
  );
}

export function App(props: AppContentProps) {
  useDeviceIdTracking();
  return (
    <BrowserRouter>
      <AppContent {...props} />
    </BrowserRouter>
  );
}

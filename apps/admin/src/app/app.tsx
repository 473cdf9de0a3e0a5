import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';

/** The router's basename matches Vite's `base` and where the API serves the site. */
export const routerBasename = '/admin';

export function App({ i18n }: { i18n: I18n }) {
  return (
    <BrowserRouter basename={routerBasename}>
      <AppProviders i18n={i18n}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}

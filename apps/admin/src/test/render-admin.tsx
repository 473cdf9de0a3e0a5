import type { Language } from '@postradar/i18n';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { createI18n } from '@postradar/ui';

/** Shows the router's current address so tests can assert where navigation ended. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderAdminOptions {
  route?: string;
  language?: Language;
}

/** Renders `ui` in StrictMode (as main.tsx does) inside the providers and a memory router. */
export function renderAdmin(
  ui: ReactNode,
  { route = '/', language = 'en' }: RenderAdminOptions = {},
): RenderResult {
  const i18n = createI18n(language);
  const tree = (
    <StrictMode>
      <MemoryRouter initialEntries={[route]}>
        <AppProviders i18n={i18n}>
          {ui}
          <LocationProbe />
        </AppProviders>
      </MemoryRouter>
    </StrictMode>
  );
  return render(tree);
}

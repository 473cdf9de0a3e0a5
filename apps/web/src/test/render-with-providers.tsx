import type { Language } from '@postradar/i18n';
import { render, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { createI18n } from '@postradar/ui';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session/session-storage';
import type { UserInput } from '../lib/session/user';
import { installFakeApi } from './fake-api';
import { userSchema } from '../lib/session/user';

/** Shows the router's current address so tests can assert where navigation ended. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

export interface RenderOptions {
  route?: string;
  language?: Language;
  /** The app's query cache, for a test that fills it before the render; a new one by default. */
  queryClient?: QueryClient;
}

/** Renders `ui` inside the app's providers and a memory router starting at `route`. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', language = 'en', queryClient = createQueryClient() }: RenderOptions = {},
): RenderResult & { i18n: ReturnType<typeof createI18n> } {
  installFakeApi();
  const i18n = createI18n(language);
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        {ui}
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, i18n };
}

/** A token that expires in an hour (the signature is irrelevant in the browser). */
export function fakeAccessToken(claims: Record<string, unknown> = {}): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const payload = { sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** Stores a signed-in session, as after a successful sign-in. */
export function signIn(user: UserInput = {}): void {
  session.saveLogin(
    { accessToken: fakeAccessToken(), refreshToken: 'refresh-token' },
    userSchema.parse({ _id: 'user-1', name: 'Lan Nguyen', email: 'lan@example.com', ...user }),
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../lib/session/auth-provider';
import { cssVariablesResolver, theme } from '@postradar/ui';

/** The app's one color scheme (pages rendered ahead carry it on <html>, as Mantine does). */
export const colorScheme = 'light';

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme, texts, data cache and auth. Must be rendered inside a router (auth navigates). */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={colorScheme}
    >
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}

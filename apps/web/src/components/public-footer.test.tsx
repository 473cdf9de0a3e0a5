import { act, screen } from '@testing-library/react';
import { createI18n } from '@postradar/ui';
import type { Language } from '@postradar/i18n';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { createQueryClient } from '../lib/query-client';
import { PublicFooter } from './public-footer';

/** The footer inside the app's providers, as a page rendered ahead and its hydration hold it. */
const footer = (language: Language) => (
  <MemoryRouter>
    <AppProviders i18n={createI18n(language)} queryClient={createQueryClient()}>
      <PublicFooter />
    </AppProviders>
  </MemoryRouter>
);

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the public footer', () => {
  it.each([
    ['en', '© 2027 PostRadar. All rights reserved.'],
    ['vi', '© 2027 PostRadar. Bảo lưu mọi quyền.'],
  ] as const)(
    'hydrates a page rendered last year without a mismatch, then shows this year (%s)',
    async (language, copyright) => {
      vi.useFakeTimers({ now: new Date(2026, 11, 31, 23, 30), toFake: ['Date'] });
      const container = document.createElement('div');
      container.innerHTML = renderToString(footer(language));
      document.body.append(container);
      expect(screen.getByTestId('copyright').textContent).toContain('2026');

      vi.setSystemTime(new Date(2027, 0, 1, 0, 5));
      const onRecoverableError = vi.fn();
      await act(async () => {
        root = hydrateRoot(container, footer(language), { onRecoverableError });
        await Promise.resolve();
      });

      expect(onRecoverableError).not.toHaveBeenCalled();
      const line = screen.getByTestId('copyright');
      expect(line.textContent).toBe(copyright);
      expect(line.getAttribute('data-copyright-year')).toBe('2027');
    },
  );
});

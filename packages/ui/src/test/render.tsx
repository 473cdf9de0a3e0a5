import { MantineProvider } from '@mantine/core';
import { en, vi, type Language } from '@postradar/i18n';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { fixedMediaQueryList, matchesWidth } from './media-queries';

/** An i18next instance registered the way the apps do it (decision 0004). */
export function createTestI18n(language: Language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, vi: { translation: vi } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Renders inside Mantine (test environment: no transitions, no portals) and i18next. */
export function renderUi(
  ui: ReactElement,
  { language = 'en' }: { language?: Language } = {},
): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(language);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider env="test">
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </MantineProvider>
    ),
  });
  return { ...result, i18n };
}

/** Makes `window.matchMedia` answer as a viewport `width` pixels wide would; returns the undo. */
export function setViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => fixedMediaQueryList(query, matchesWidth(query, width));
  return () => {
    window.matchMedia = original;
  };
}

import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, loadI18n, useTranslation } from '@postradar/ui';
import type { i18n as I18n } from 'i18next';
import { lazyWithRestOfTexts } from './lazy-with-rest-of-texts';

/** A screen that reads a text of the rest of the catalogue. */
function SettingsTitle() {
  const { t } = useTranslation();
  return <h1>{t('settings.title')}</h1>;
}

async function renderScreen(i18n: I18n) {
  const Screen = lazyWithRestOfTexts(
    () => Promise.resolve({ SettingsTitle }),
    (module) => module.SettingsTitle,
  );
  // Awaited: React draws what `use` waited for once the act scope settles.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </I18nextProvider>,
    );
  });
}

describe('lazyWithRestOfTexts', () => {
  it('draws the screen once its code and the rest of the catalogue are in', async () => {
    const i18n = await loadI18n('en');
    expect(i18n.exists('settings.title')).toBe(false);
    await renderScreen(i18n);
    expect((await screen.findByRole('heading')).textContent).toBe('Settings');
  });

  it('waits for the code alone where the whole catalogue is in', async () => {
    await renderScreen(createI18n('vi'));
    expect((await screen.findByRole('heading')).textContent).toBe('Cài đặt');
  });
});

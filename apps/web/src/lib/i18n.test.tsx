import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '../components/language-switcher';
import { renderWithProviders, signIn } from '../test/render-with-providers';
import { detectInitialLanguage } from './detect-initial-language';
import { api } from './api';
import { createI18n } from '@postradar/ui';
import { detectLanguage } from './i18n';
import { session } from './session/session-storage';

describe('detectLanguage', () => {
  it('prefers the user’s saved setting', () => {
    expect(
      detectLanguage({ userLanguage: 'vi', storedLanguage: 'en', browserLanguages: ['en-US'] }),
    ).toBe('vi');
  });

  it('then the language chosen on this device', () => {
    expect(
      detectLanguage({ userLanguage: null, storedLanguage: 'vi', browserLanguages: ['en-US'] }),
    ).toBe('vi');
    expect(
      detectLanguage({ userLanguage: 'fr', storedLanguage: 'vi', browserLanguages: ['en-US'] }),
    ).toBe('vi');
  });

  it('then the first supported browser language, region ignored', () => {
    expect(detectLanguage({ browserLanguages: ['fr-FR', 'vi-VN', 'en'] })).toBe('vi');
  });

  it('else English', () => {
    expect(detectLanguage({ browserLanguages: ['fr-FR', 'de'] })).toBe('en');
    expect(detectLanguage({ browserLanguages: [] })).toBe('en');
  });

  it('reads the stored user and device setting at start-up', () => {
    session.setLanguage('vi');
    expect(detectInitialLanguage()).toBe('vi');
    signIn({ settings: { language: 'en' } });
    expect(detectInitialLanguage()).toBe('en');
  });
});

describe('createI18n', () => {
  it('serves both catalogues and keeps <html lang> in step', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('common.loadFailed')).toBe('Sorry, there was a problem loading the page.');
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('vi');
    expect(i18n.t('common.loadFailed')).toBe('Xin lỗi, đã có lỗi khi tải trang.');
    expect(document.documentElement.lang).toBe('vi');
  });
});

describe('LanguageSwitcher', () => {
  it('switches the interface at once and remembers the choice', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(<LanguageSwitcher />);
    const button = screen.getByTestId('language-switcher');
    expect(button.textContent).toContain('English');

    await user.click(button);
    await user.click(await screen.findByTestId('language-option-vi'));

    expect(screen.getByTestId('language-switcher').textContent).toContain('Tiếng Việt');
    expect(i18n.resolvedLanguage).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(window.localStorage.getItem('postradar.language')).toBe('vi');
  });

  it('also saves a signed-in user’s setting, locally and to the account', async () => {
    const put = vi.spyOn(api.main, 'put').mockResolvedValue({ data: { success: true, data: {} } });
    signIn({ settings: { language: 'en' } });
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />);
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(await screen.findByTestId('language-option-vi'));
    expect(session.getUser()?.settings?.language).toBe('vi');
    expect(detectInitialLanguage()).toBe('vi');
    expect(put).toHaveBeenCalledWith(
      '/user/settings',
      { settings: { language: 'vi' } },
      expect.anything(),
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loadRestOfCatalogue } from './catalogue-in-parts';
import { createI18n, loadI18n } from './create-i18n';

const loadFailed = {
  en: 'Sorry, there was a problem loading the page.',
  vi: 'Xin lỗi, đã có lỗi khi tải trang.',
};
/** A text of the rest of the catalogue (the settings screens'). */
const settingsTitle = { en: 'Settings', vi: 'Cài đặt' };

afterEach(() => {
  document.documentElement.removeAttribute('lang');
});

describe('createI18n', () => {
  it('holds both catalogues at once', () => {
    const i18n = createI18n('vi');
    expect(i18n.t('common.loadFailed')).toBe(loadFailed.vi);
    expect(i18n.getFixedT('en')('common.loadFailed')).toBe(loadFailed.en);
    expect(i18n.t('settings.title')).toBe(settingsTitle.vi);
    expect(loadRestOfCatalogue(i18n)).toBeNull();
    expect(document.documentElement.lang).toBe('vi');
  });
});

describe('loadI18n', () => {
  it("loads the first part of the starting language's catalogue only", async () => {
    const i18n = await loadI18n('vi');
    expect(i18n.t('common.loadFailed')).toBe(loadFailed.vi);
    expect(i18n.exists('settings.title')).toBe(false);
    expect(i18n.hasResourceBundle('vi', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(document.documentElement.lang).toBe('vi');
  });

  it('loads the rest when asked for, once', async () => {
    const i18n = await loadI18n('en');
    const rest = loadRestOfCatalogue(i18n);
    expect(rest).toBeInstanceOf(Promise);
    expect(loadRestOfCatalogue(i18n)).toBe(rest);
    await rest;
    expect(i18n.t('settings.title')).toBe(settingsTitle.en);
    expect(i18n.t('common.loadFailed')).toBe(loadFailed.en);
    expect(loadRestOfCatalogue(i18n)).toBe(rest);
  });

  it('switches to both parts of another language once the rest has been loaded', async () => {
    const i18n = await loadI18n('en');
    await loadRestOfCatalogue(i18n);
    await i18n.changeLanguage('vi');
    expect(i18n.t('settings.title')).toBe(settingsTitle.vi);
    expect(i18n.t('common.loadFailed')).toBe(loadFailed.vi);
    expect(loadRestOfCatalogue(i18n)).toBeNull();
  });

  it('switches to the first part only while no rest has been asked for', async () => {
    const i18n = await loadI18n('en');
    await i18n.changeLanguage('vi');
    expect(i18n.exists('settings.title')).toBe(false);
    await loadRestOfCatalogue(i18n);
    expect(i18n.t('settings.title')).toBe(settingsTitle.vi);
  });

  it('fetches another language when switched to, busy and in the old texts meanwhile', async () => {
    const i18n = await loadI18n('en');
    const root = document.documentElement;

    const switching = i18n.changeLanguage('vi');
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(root.style.cursor).toBe('progress');
    expect(i18n.t('common.loadFailed')).toBe(loadFailed.en);

    await switching;
    expect(i18n.t('common.loadFailed')).toBe(loadFailed.vi);
    expect(i18n.resolvedLanguage).toBe('vi');
    expect(root.lang).toBe('vi');
    expect(root.hasAttribute('aria-busy')).toBe(false);
    expect(root.style.cursor).toBe('');
  });
});

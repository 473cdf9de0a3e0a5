import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, loadI18n } from './create-i18n';

const loadFailed = {
  en: 'Sorry, there was a problem loading the page.',
  vi: 'Xin lỗi, đã có lỗi khi tải trang.',
};

afterEach(() => {
  document.documentElement.removeAttribute('lang');
});

describe('createI18n', () => {
  it('holds both catalogues at once', () => {
    const i18n = createI18n('vi');
    expect(i18n.t('common.loadFailed')).toBe(loadFailed.vi);
    expect(i18n.getFixedT('en')('common.loadFailed')).toBe(loadFailed.en);
    expect(document.documentElement.lang).toBe('vi');
  });
});

describe('loadI18n', () => {
  it('loads the starting language only', async () => {
    const i18n = await loadI18n('vi');
    expect(i18n.t('common.loadFailed')).toBe(loadFailed.vi);
    expect(i18n.hasResourceBundle('vi', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(document.documentElement.lang).toBe('vi');
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

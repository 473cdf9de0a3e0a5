import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './test/render';
import { useTranslation } from './use-translation';

const renders: unknown[] = [];

function Loading() {
  const { t, i18n } = useTranslation();
  renders.push(t);
  return <span data-testid="text">{`${i18n.language}: ${t('common.loading')}`}</span>;
}

describe('useTranslation', () => {
  it('shows the current language, follows a change, and shares one t per language', async () => {
    renders.length = 0;
    const { i18n } = renderUi(
      <>
        <Loading />
        <Loading />
      </>,
    );
    expect(screen.getAllByTestId('text')[0]?.textContent).toBe('en: Loading…');
    expect(renders[0]).toBe(renders[1]);

    await act(() => i18n.changeLanguage('vi'));
    expect(screen.getAllByTestId('text')[0]?.textContent).toMatch(/^vi: /);
    expect(screen.getAllByTestId('text')[0]?.textContent).not.toBe('vi: Loading…');
    const afterChange = renders.slice(2);
    expect(afterChange).toHaveLength(2);
    expect(afterChange[0]).toBe(afterChange[1]);
    expect(afterChange[0]).not.toBe(renders[0]);
  });

  it('gives a text asked for again from memory, and the catalogue’s new text once one is added', () => {
    renders.length = 0;
    const { i18n } = renderUi(<Loading />);
    // Keys outside the typed catalogue: the texts this test adds.
    const t = renders[0] as ((key: string, options?: object) => string) | undefined;
    if (!t) throw new Error('The hook gave no t.');
    expect(t('common.loading')).toBe('Loading…');
    expect(t('common.loading')).toBe('Loading…');
    // A key of the texts not loaded yet reads as itself until they are added.
    expect(t('later.part.title')).toBe('later.part.title');
    act(() => {
      i18n.addResourceBundle('en', 'translation', { later: { part: { title: 'Arrived' } } }, true);
    });
    expect(t('later.part.title')).toBe('Arrived');
    // With options, i18next is asked each time.
    i18n.addResourceBundle(
      'en',
      'translation',
      { later: { part: { count: '{{count}} items' } } },
      true,
    );
    expect(t('later.part.count', { count: 3 })).toBe('3 items');
  });
});

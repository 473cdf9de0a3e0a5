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
});

import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { useDocumentTitle } from './use-document-title';

function Page({ title, prefix }: { title: string; prefix?: string }) {
  useDocumentTitle(title, prefix);
  return null;
}

describe('useDocumentTitle', () => {
  it('sets "[prefix ]title - PostRadar" and follows changes', () => {
    const { rerender } = renderWithProviders(<Page title="Posts" />);
    expect(document.title).toBe('Posts - PostRadar');
    rerender(<Page title="Posts" prefix="(2)" />);
    expect(document.title).toBe('(2) Posts - PostRadar');
  });

  it('keeps the suffix when the language changes', async () => {
    const { i18n } = renderWithProviders(<Page title="Bài đăng" />);
    await act(() => i18n.changeLanguage('vi'));
    expect(document.title).toBe('Bài đăng - PostRadar');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';
import { renderUi, setViewportWidth } from './test/render';

let restoreViewport: (() => void) | undefined;
afterEach(() => {
  restoreViewport?.();
  restoreViewport = undefined;
});

function renderPager(page: number, totalPages: number, language: 'en' | 'vi' = 'en') {
  const onChange = vi.fn<(page: number) => void>();
  const result = renderUi(<Pager page={page} totalPages={totalPages} onChange={onChange} />, {
    language,
  });
  return { ...result, onChange };
}

const buttonTexts = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('Pager', () => {
  it('is hidden below 2 pages', () => {
    renderPager(1, 1);
    renderPager(1, 0);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows Previous, the margin and range pages with ellipses, and Next', () => {
    renderPager(10, 20);
    expect(buttonTexts()).toEqual([
      'Previous',
      ...['1', '2', '3', '9', '10', '11', '18', '19', '20'],
      'Next',
    ]);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });

  it('fits a phone: one margin page at each end, arrows named Previous and Next', async () => {
    restoreViewport = setViewportWidth(375);
    renderPager(10, 20);
    await vi.waitFor(() => expect(buttonTexts()).toEqual(['', '1', '9', '10', '11', '20', '']));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('moves to the chosen, previous and next page', () => {
    const { onChange } = renderPager(10, 20);
    fireEvent.click(screen.getByRole('button', { name: 'Page 19' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange.mock.calls).toEqual([[19], [9], [11]]);
  });

  it('ignores moves before the first page, past the last one and to the current one', () => {
    const first = renderPager(1, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(first.onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    first.unmount();

    const last = renderPager(5, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(last.onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('speaks Vietnamese', () => {
    renderPager(2, 3, 'vi');
    expect(screen.getByRole('button', { name: 'Trước' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sau' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trang 3' })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { PostText } from './post-text';

/** What the cut text measures: its whole height, and the height it is shown at. */
let heights = { scroll: 66, client: 66 };

/** Measures as a browser does: once the element is observed. */
class MeasuringResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', MeasuringResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => heights.scroll);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => heights.client);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PostText', () => {
  it('offers "more" for a text longer than it is shown, and "less" once opened', async () => {
    heights = { scroll: 140, client: 66 };
    renderWithProviders(<PostText message={'A long story\n'.repeat(8)} />);
    const more = await screen.findByRole('button', { name: 'more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    const less = screen.getByRole('button', { name: 'less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(less);
    expect(await screen.findByRole('button', { name: 'more' })).toBeTruthy();
  });

  it('offers nothing for a text that fits, and shows nothing for an empty one', () => {
    heights = { scroll: 44, client: 44 };
    renderWithProviders(<PostText message="Short" />);
    expect(screen.getByText('Short')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    const { container } = renderWithProviders(<PostText message="   " />);
    expect(container.querySelector('p')).toBeNull();
  });

  it('speaks Vietnamese', async () => {
    heights = { scroll: 140, client: 66 };
    renderWithProviders(<PostText message="Một câu chuyện dài" />, { language: 'vi' });
    expect(await screen.findByRole('button', { name: 'xem thêm' })).toBeTruthy();
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingPlaceholder } from './loading-placeholder';
import { renderUi } from './test/render';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingPlaceholder', () => {
  it('shows nothing for 200 ms, then a labelled skeleton', async () => {
    renderUi(<LoadingPlaceholder />);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('has an inline variant in Vietnamese', async () => {
    renderUi(<LoadingPlaceholder variant="inline" />, { language: 'vi' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('status').textContent).toBe('Đang tải…');
  });

  it('shows at once with no delay', () => {
    renderUi(<LoadingPlaceholder delay={0} />);
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { en, vi } from '@postradar/i18n';
import { describe, expect, it, vi as mock } from 'vitest';
import { renderUi } from './test/render';
import { tipIndex, TipsPanel } from './tips-panel';

describe('TipsPanel', () => {
  it('shows one tip chosen by the random source', () => {
    renderUi(<TipsPanel random={() => 0} />);
    expect(screen.getByText('Did you know?')).toBeTruthy();
    expect(screen.getByText(en.tips[0])).toBeTruthy();
  });

  it('can reach the last of the 16 English and 14 Vietnamese tips', () => {
    renderUi(<TipsPanel random={() => 0.999} />);
    expect(screen.getByText(en.tips[15])).toBeTruthy();
    renderUi(<TipsPanel random={() => 0.999} />, { language: 'vi' });
    expect(screen.getByText('Bạn có biết?')).toBeTruthy();
    expect(screen.getByText(vi.tips[13] ?? '')).toBeTruthy();
  });

  it('follows a language switch', async () => {
    const { i18n } = renderUi(<TipsPanel random={() => 0.5} />);
    expect(screen.getByText(en.tips[8])).toBeTruthy();
    await act(() => i18n.changeLanguage('vi'));
    expect(screen.getByText(vi.tips[7] ?? '')).toBeTruthy();
  });

  it('shows a different tip on request', () => {
    const draws = [0, 0];
    renderUi(<TipsPanel random={() => draws.shift() ?? 0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Another tip' }));
    expect(screen.queryByText(en.tips[0])).toBeNull();
    expect(screen.getByText(en.tips[1])).toBeTruthy();
  });

  it('has no close button unless the app can close it', () => {
    renderUi(<TipsPanel random={() => 0} />);
    expect(screen.queryByRole('button', { name: 'Hide tips for today' })).toBeNull();
  });

  it('tells the app when the user closes it', () => {
    const onClose = mock.fn();
    renderUi(<TipsPanel random={() => 0} onClose={onClose} />, { language: 'vi' });
    fireEvent.click(screen.getByRole('button', { name: 'Ẩn mẹo đến hết hôm nay' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('tipIndex', () => {
  it('maps [0, 1) onto the list', () => {
    expect(tipIndex(0, 16)).toBe(0);
    expect(tipIndex(0.9999, 16)).toBe(15);
    expect(tipIndex(1, 14)).toBe(13);
    expect(tipIndex(0.5, 1)).toBe(0);
  });
});

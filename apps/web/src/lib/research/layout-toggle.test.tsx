import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { LayoutToggle } from './layout-toggle';

describe('LayoutToggle', () => {
  it('shows the chosen layout pressed and asks for the other one', async () => {
    const onLayoutChange = vi.fn();
    renderWithProviders(<LayoutToggle layout="grid" onLayoutChange={onLayoutChange} />);
    const grid = screen.getByRole('button', { name: 'Grid' });
    const list = screen.getByRole('button', { name: 'List' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(list.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(list);
    expect(onLayoutChange).toHaveBeenCalledWith('list');
  });

  it('speaks Vietnamese', () => {
    renderWithProviders(<LayoutToggle layout="list" onLayoutChange={() => undefined} />, {
      language: 'vi',
    });
    expect(screen.getByRole('group', { name: 'Bố cục' })).toBeTruthy();
  });
});

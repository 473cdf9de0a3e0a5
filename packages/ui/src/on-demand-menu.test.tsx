import { ActionIcon, Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OnDemandMenu } from './on-demand-menu';
import { renderUi } from './test/render';

function renderMenu(onChange = vi.fn()) {
  renderUi(
    <OnDemandMenu onChange={onChange} target={<ActionIcon aria-label="Actions">A</ActionIcon>}>
      <Menu.Dropdown>
        <Menu.Item>Ignore this post</Menu.Item>
      </Menu.Dropdown>
    </OnDemandMenu>,
  );
  return { button: screen.getByRole('button', { name: 'Actions' }), onChange };
}

describe('OnDemandMenu', () => {
  it('is only a button until it is first pressed', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens at the first press, and closing it returns the focus to its button', async () => {
    const { onChange } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Ignore this post' })).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(true);
    const button = screen.getByRole('button', { name: 'Actions' });
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(button));

    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Ignore this post' })).toBeTruthy();
  });
});

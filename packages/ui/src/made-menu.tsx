import { Menu, type MenuProps } from '@mantine/core';
import { Suspense, type ReactElement, type ReactNode } from 'react';

export interface MadeMenuProps extends MenuProps {
  /** The button that opens the menu. */
  target: ReactElement;
  /** The menu's `Menu.Dropdown`, which may load on demand itself. */
  children: ReactNode;
}

/**
 * Mantine's Menu around its button, in a module of its own: OnDemandMenu loads it, with the
 * floating-ui code under it, the first time a menu is used.
 */
export function MadeMenu({ target, children, ...menuProps }: MadeMenuProps) {
  return (
    <Menu {...menuProps}>
      <Menu.Target>{target}</Menu.Target>
      <Suspense fallback={null}>{children}</Suspense>
    </Menu>
  );
}

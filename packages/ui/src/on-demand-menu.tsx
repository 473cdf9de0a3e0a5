import type { MenuProps } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { useMadeOnDemand, type OnDemandTarget } from './use-made-on-demand';

const loadMadeMenu = () => import('./made-menu');
const MadeMenu = lazy(() => loadMadeMenu().then((module) => ({ default: module.MadeMenu })));

interface OnDemandMenuProps extends Omit<MenuProps, 'opened' | 'onChange' | 'children'> {
  /** The button that opens the menu, drawn alone until the first opening. */
  target: OnDemandTarget;
  /**
   * The menu's `Menu.Dropdown`: a component loaded on demand (`lazy`), so that no Mantine Menu
   * code comes with the screen, with `preloadDropdown` loading its module.
   */
  children: ReactNode;
  /** Loads the dropdown's module ahead, as the pointer or the focus reaches the button. */
  preloadDropdown?: () => Promise<unknown>;
  /** Called as the menu opens and closes. */
  onChange?(opened: boolean): void;
}

/**
 * A Mantine Menu made, and its code loaded, the first time its button is pressed. A screen draws
 * many closed menus (two on each result card, the user's, the language's) that a person opens
 * one or two of: each mounted Menu renders its target again three times as its floating position
 * sets up, and Menu with floating-ui is a large part of a first screen's script. Once made, the
 * menu stays.
 */
export function OnDemandMenu({
  target,
  children,
  preloadDropdown,
  onChange,
  ...menuProps
}: OnDemandMenuProps) {
  const load = () => Promise.all([loadMadeMenu(), preloadDropdown?.()]);
  const made = useMadeOnDemand(target, { popup: 'menu', load, onChange });
  if (!made.isMade) return made.plainTarget;
  return (
    <MadeMenu {...menuProps} opened={made.isOpen} onChange={made.change} target={made.madeTarget}>
      {children}
    </MadeMenu>
  );
}

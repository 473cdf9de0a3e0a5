import type { PopoverProps } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { useMadeOnDemand, type OnDemandTarget } from './use-made-on-demand';

const loadMadePopover = () => import('./made-popover');
const MadePopover = lazy(() =>
  loadMadePopover().then((module) => ({ default: module.MadePopover })),
);

interface OnDemandPopoverProps extends Omit<PopoverProps, 'opened' | 'onChange' | 'children'> {
  /** The button that opens the popover, drawn alone until the first opening. */
  target: OnDemandTarget;
  /** The popover's `Popover.Dropdown`: a component loaded on demand (`lazy`). */
  children: ReactNode;
  /** Loads the dropdown's module ahead, as the pointer or the focus reaches the button. */
  preloadDropdown?: () => Promise<unknown>;
}

/**
 * A Mantine Popover opened by its button, made and its code loaded the first time the button is
 * pressed (see OnDemandMenu: the floating code is not part of the screen's first script).
 */
export function OnDemandPopover({
  target,
  children,
  preloadDropdown,
  ...popoverProps
}: OnDemandPopoverProps) {
  const load = () => Promise.all([loadMadePopover(), preloadDropdown?.()]);
  const made = useMadeOnDemand(target, { popup: 'dialog', load });
  if (!made.isMade) return made.plainTarget;
  return (
    <MadePopover
      {...popoverProps}
      opened={made.isOpen}
      onChange={made.change}
      target={made.madeTarget}
    >
      {children}
    </MadePopover>
  );
}

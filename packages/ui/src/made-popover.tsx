import { Popover, type PopoverProps } from '@mantine/core';
import { Suspense, type ReactElement, type ReactNode } from 'react';

export interface MadePopoverProps extends PopoverProps {
  /** The button that opens the popover. */
  target: ReactElement;
  /** The popover's `Popover.Dropdown`, which may load on demand itself. */
  children: ReactNode;
}

/**
 * Mantine's Popover around its button, in a module of its own: OnDemandPopover loads it, with the
 * floating-ui code under it, the first time the popover is used.
 */
export function MadePopover({ target, children, ...popoverProps }: MadePopoverProps) {
  return (
    <Popover {...popoverProps}>
      <Popover.Target>{target}</Popover.Target>
      <Suspense fallback={null}>{children}</Suspense>
    </Popover>
  );
}

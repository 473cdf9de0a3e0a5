import { Tooltip, type TooltipProps } from '@mantine/core';

/**
 * Mantine's Tooltip pointed at its target by ref, in a module of its own: useHoverTooltip loads
 * it, with the floating-ui code under it, when the first tooltip of a screen is to show.
 */
export function TooltipOnTarget(props: Omit<TooltipProps, 'children'>) {
  return <Tooltip {...props} />;
}

import type { ActionIconProps } from '@mantine/core';

/**
 * How a collection action is drawn: 'icon', a small icon with a tooltip (cards, list rows);
 * 'framed-icon', an icon in a button's frame (an entity's screen on a narrow display, beside its
 * copy button); 'button', a button with its words.
 */
export type ActionLook = 'icon' | 'framed-icon' | 'button';

/** The ActionIcon props of the two icon looks. */
export const actionIconLook: Record<Exclude<ActionLook, 'button'>, ActionIconProps> = {
  icon: { variant: 'subtle', color: 'gray' },
  'framed-icon': { variant: 'default', size: 'lg' },
};

import classes from './card-buttons.module.css';
import { classNames } from './class-names';

/** Mantine's focus ring (keyboard focus only) and press, on the plain buttons of the cards. */
const mantineBehaviour = 'mantine-focus-auto mantine-active';

/** A subtle icon button (as Mantine's ActionIcon): grey, or teal once its action is done. */
export function iconButtonClassName({
  size = 'md',
  isDone = false,
}: {
  size?: 'xs' | 'sm' | 'md';
  isDone?: boolean;
} = {}): string {
  return classNames(
    mantineBehaviour,
    classes.iconButton,
    size !== 'md' && classes[size],
    isDone && classes.done,
  );
}

/** A compact light button (as Mantine's Button, size compact-sm, variant light). */
export const lightButtonClassName = `${mantineBehaviour} ${classes.lightButton}`;

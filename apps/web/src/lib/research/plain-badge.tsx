import type { MantineColor } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import classes from './badge.module.css';
import { classNames } from './class-names';
import { useVariantColors } from './variant-colors';

export interface PlainBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'color'> {
  color: MantineColor;
  variant: 'filled' | 'light';
  size?: 'xs' | 'sm' | 'md';
  leftSection?: ReactNode;
  /** Keeps the text as written instead of small capitals. */
  asWritten?: boolean;
}

/** The look of Mantine's Badge in plain markup, for the badges a page of result cards repeats. */
export function PlainBadge({
  color,
  variant,
  size = 'md',
  leftSection,
  asWritten = false,
  className,
  style,
  children,
  ...others
}: PlainBadgeProps) {
  const colors = useVariantColors(color, variant);
  return (
    <span
      {...others}
      className={classNames(
        classes.badge,
        size !== 'md' && classes[size],
        leftSection !== undefined && classes.withLeftSection,
        asWritten && classes.asWritten,
        className,
      )}
      style={{ ...colors, ...style }}
    >
      {leftSection !== undefined && <span className={classes.section}>{leftSection}</span>}
      <span className={classes.label}>{children}</span>
    </span>
  );
}

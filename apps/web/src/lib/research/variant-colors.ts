import { useMantineTheme, type MantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';

/**
 * The background and text colours Mantine gives a component of `color` in `variant` (with the
 * theme's automatic contrast for filled ones), as the custom properties `--variant-bg` and
 * `--variant-color` that the plain badges and marks of the result cards read.
 */
export function useVariantColors(color: MantineColor, variant: 'filled' | 'light'): CSSProperties {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color, theme, variant });
  return { '--variant-bg': colors.background, '--variant-color': colors.color } as CSSProperties;
}

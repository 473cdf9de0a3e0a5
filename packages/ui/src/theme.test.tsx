import { DEFAULT_THEME, MantineProvider, mergeMantineTheme, Select } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, dimmedTextColor, textContrast, theme } from './theme';

describe('theme', () => {
  it('makes a select’s options when it opens, not while it is closed', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Select label="Sort" data={['Newest', 'Trending', 'Most shared']} defaultValue="Newest" />
      </MantineProvider>,
    );
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Newest',
      'Trending',
      'Most shared',
    ]);
  });
});

const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const lightVariables = cssVariablesResolver(resolvedTheme).light;

describe('contrastRatio', () => {
  it('is WCAG’s ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#868e96')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('rgba(100, 107, 115, 1)', '#ffffff')).toBeCloseTo(5.39, 2);
  });
});

describe('secondary text', () => {
  it('is the theme’s dimmed color in the light scheme', () => {
    expect(lightVariables['--mantine-color-dimmed']).toBe(dimmedTextColor);
  });

  it('reads at 4.5:1 at least on white and on the light grays of cards and tiles', () => {
    for (const background of ['#ffffff', '#f8f9fa', '#f1f3f5']) {
      expect(contrastRatio(dimmedTextColor, background)).toBeGreaterThanOrEqual(textContrast);
    }
  });
});

describe('links', () => {
  it('read at 4.5:1 at least on the page’s gray', () => {
    expect(lightVariables['--mantine-color-anchor']).toBe('var(--mantine-color-radar-7)');
    expect(contrastRatio(resolvedTheme.colors.radar?.[7] ?? '', '#f8f9fa')).toBeGreaterThanOrEqual(
      textContrast,
    );
  });
});

describe('the light variant', () => {
  it('reads at 4.5:1 at least on its own tint, in every color of the theme', () => {
    for (const [name, shades] of Object.entries(resolvedTheme.colors)) {
      const text = lightVariables[`--mantine-color-${name}-light-color`] ?? '';
      expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(textContrast);
    }
  });

  it('keeps a color’s darkest shade where it reads well enough already', () => {
    expect(lightVariables['--mantine-color-radar-light-color']).toBe(
      resolvedTheme.colors.radar?.[9],
    );
  });
});

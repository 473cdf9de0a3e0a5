import { MantineProvider, Select } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

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

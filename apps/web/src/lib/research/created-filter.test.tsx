import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { CreatedFilter } from './created-filter';

describe('the created-time filter', () => {
  it('loads the range picker once a custom range is chosen', async () => {
    renderWithProviders(<CreatedFilter createdFrom="" createdTo="" onChange={vi.fn()} />, {
      route: '/a/posts',
    });
    expect(screen.queryByTestId('filter-created-range')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));

    expect(await screen.findByTestId('filter-created-range')).toBeTruthy();
  });
});

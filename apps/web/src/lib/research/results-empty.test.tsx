import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { localDay } from '../tips/tips-dismissal';
import { ResultsEmpty } from './results-empty';

function renderEmpty() {
  return renderWithProviders(
    <ResultsEmpty
      params={{ q: 'nurse' }}
      isPastEnd={false}
      onClear={() => {}}
      onFirstPage={() => {}}
    />,
  );
}

describe('empty results', () => {
  it('offers a tip that, once closed, stays closed for the rest of the day', async () => {
    signIn();
    const { unmount } = renderEmpty();
    expect(screen.getByText('Did you know?')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Hide tips for today' }));
    expect(screen.queryByText('Did you know?')).toBeNull();
    expect(screen.getByTestId('results-clear')).toBeTruthy();

    unmount();
    renderEmpty();
    expect(screen.queryByText('Did you know?')).toBeNull();
  });

  it('shows the tips again on another day, and to another user', () => {
    signIn({ _id: 'user-1' });
    const yesterday = new Date(Date.now() - 86_400_000);
    window.localStorage.setItem('postradar.tipsHiddenOn.user-1', localDay(yesterday));
    window.localStorage.setItem('postradar.tipsHiddenOn.user-2', localDay(new Date()));
    renderEmpty();
    expect(screen.getByText('Did you know?')).toBeTruthy();
  });
});

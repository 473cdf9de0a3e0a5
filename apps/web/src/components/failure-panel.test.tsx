import { ApiError } from '@postradar/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { FailurePanel } from './failure-panel';

describe('FailurePanel', () => {
  it('shows what failed, why, what to do and the way out', () => {
    const onClick = vi.fn();
    const error = new ApiError('timeout of 30000ms exceeded', { code: 'ECONNABORTED' });
    renderWithProviders(
      <FailurePanel
        title="Could not load your plan"
        message={error.message}
        error={error}
        action={{ label: 'Try again', onClick }}
        testId="plan-error"
        actionTestId="plan-retry"
      />,
    );
    const panel = screen.getByTestId('plan-error');
    expect(panel.textContent).toContain('Could not load your plan');
    expect(panel.textContent).toContain('timeout of 30000ms exceeded');
    expect(screen.getByTestId('failure-hint')).toBeTruthy();
    fireEvent.click(screen.getByTestId('plan-retry'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('offers no button when there is no way out, and no hint for a refusal the API words', () => {
    const error = new ApiError('Invalid name', { status: 400, code: 'VALIDATION_FAILED' });
    renderWithProviders(
      <FailurePanel title="The search failed" message={error.message} error={error} testId="x" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('failure-hint')).toBeNull();
  });
});

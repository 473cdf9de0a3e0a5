import { ApiError } from '@postradar/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { FailureReason, isUnexplainedFailure } from './failure-reason';

describe('isUnexplainedFailure', () => {
  it('is true without an answer, for a server error and for a failure outside the API', () => {
    expect(isUnexplainedFailure(new ApiError('Network Error', { code: 'ERR_NETWORK' }))).toBe(true);
    expect(isUnexplainedFailure(new ApiError('timeout of 30000ms exceeded'))).toBe(true);
    expect(isUnexplainedFailure(new ApiError('Request failed', { status: 502 }))).toBe(true);
    expect(isUnexplainedFailure(new Error('Unexpected token'))).toBe(true);
  });

  it('is false for a refusal the API words, a cancelled call or no failure at all', () => {
    const refused = new ApiError('Too many searches. Try again in 20 seconds.', { status: 429 });
    expect(isUnexplainedFailure(refused)).toBe(false);
    expect(isUnexplainedFailure(new ApiError('Request aborted', { isCanceled: true }))).toBe(false);
    expect(isUnexplainedFailure(undefined)).toBe(false);
  });
});

describe('FailureReason', () => {
  it('adds what to do, in the user’s language, below a failure nothing explains', () => {
    const error = new ApiError('Network Error', { code: 'ERR_NETWORK' });
    renderWithProviders(<FailureReason message={error.message} error={error} />, {
      language: 'vi',
    });
    expect(screen.getByText('Network Error')).toBeTruthy();
    expect(screen.getByTestId('failure-hint').textContent).toMatch(/^Vui lòng kiểm tra kết nối/);
  });

  it('shows the API’s own words alone', () => {
    const error = new ApiError('This name already exists', { status: 409, code: 'CONFLICT' });
    renderWithProviders(<FailureReason message={error.message} error={error} />);
    expect(screen.getByText('This name already exists')).toBeTruthy();
    expect(screen.queryByTestId('failure-hint')).toBeNull();
  });
});

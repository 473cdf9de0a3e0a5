import { isApiError, type ApiError } from '@postradar/api-client';

/** The codes of a call refused for the plan (docs/product.md, Features and scopes). */
const gateCodes = new Set(['MEMBERSHIP_REQUIRED', 'TRIAL_LIMIT_REACHED']);

/**
 * A call refused for the user's plan: no running membership, a feature the plan lacks, or the
 * trial's searches of the day or result pages used up. The screen shows the upgrade prompt.
 */
export function isGateError(error: unknown): error is ApiError {
  return isApiError(error) && gateCodes.has(error.code ?? '');
}

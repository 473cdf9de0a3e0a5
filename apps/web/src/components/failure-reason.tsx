import { Stack, Text } from '@mantine/core';
import { isApiError } from '@postradar/api-client';
import { useTranslation } from '@postradar/ui';

/**
 * Whether nothing in a failure explains it to the user: no answer (a network error, a timeout),
 * the server's own error, or a failure that is not the API's. A refusal the API words (a field, a
 * limit) explains itself; a cancelled call is nobody's failure.
 */
export function isUnexplainedFailure(error: unknown): boolean {
  if (error === undefined) return false;
  if (!isApiError(error)) return true;
  if (error.isCanceled) return false;
  return error.status === undefined || error.status >= 500;
}

/**
 * Why a load failed: its message (the API's, or the HTTP client's), and below a failure nothing
 * explains, what to do in the user's language.
 */
export function FailureReason({ message, error }: { message: string; error?: unknown }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fz="sm">{message}</Text>
      {isUnexplainedFailure(error) && (
        <Text fz="xs" data-testid="failure-hint">
          {t('common.loadFailedHint')}
        </Text>
      )}
    </Stack>
  );
}

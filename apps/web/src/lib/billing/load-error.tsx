import { useTranslation } from '@postradar/ui';
import { FailurePanel } from '../../components/failure-panel';

interface LoadErrorProps {
  title: string;
  error: Error;
  onRetry(): void;
  testId?: string;
}

/** Why plans or billing data could not load (the server's text), with a retry. */
export function LoadError({ title, error, onRetry, testId }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <FailurePanel
      title={title}
      message={error.message}
      error={error}
      action={{ label: t('common.retry'), onClick: onRetry }}
      testId={testId}
    />
  );
}

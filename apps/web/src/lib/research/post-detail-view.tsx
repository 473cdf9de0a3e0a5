import { Alert, Text } from '@mantine/core';
import { isApiError } from '@postradar/api-client';
import { LoadingPlaceholder, useTranslation } from '@postradar/ui';
import { IconAlertCircle } from '@tabler/icons-react';
import { isGateError } from '../billing-gate/gate-error';
import { GateErrorPrompt } from '../billing-gate/gate-error-prompt';
import { PostDetail } from './post-detail';
import type { usePostDetail } from './use-post-detail';
import { FailurePanel } from '../../components/failure-panel';

interface PostDetailViewProps {
  detail: ReturnType<typeof usePostDetail>;
  linkState?: unknown;
}

/** A post's detail as it loads: a placeholder, the post, or why it cannot be shown. */
export function PostDetailView({ detail, linkState }: PostDetailViewProps) {
  const { t } = useTranslation();
  if (detail.data) {
    return (
      <PostDetail
        post={detail.data}
        isPlaceholder={detail.isPlaceholderData}
        linkState={linkState}
      />
    );
  }
  if (isGateError(detail.error)) return <GateErrorPrompt error={detail.error} />;
  if (isApiError(detail.error) && detail.error.status === 404) {
    return (
      <Alert
        color="gray"
        variant="light"
        radius="lg"
        icon={<IconAlertCircle size={20} />}
        title={t('research.detail.notFound')}
        data-testid="post-detail-error"
      >
        <Text fz="sm">{t('research.detail.notFoundHint')}</Text>
      </Alert>
    );
  }
  if (detail.isError) {
    return (
      <FailurePanel
        title={t('research.detail.loadFailed')}
        message={detail.error.message}
        error={detail.error}
        action={{ label: t('common.retry'), onClick: () => void detail.refetch() }}
        testId="post-detail-error"
      />
    );
  }
  return <LoadingPlaceholder variant="inline" />;
}

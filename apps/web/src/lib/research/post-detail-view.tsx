import { Alert, Button, Stack, Text } from '@mantine/core';
import { isApiError } from '@postradar/api-client';
import { LoadingPlaceholder, useTranslation } from '@postradar/ui';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { isGateError } from '../billing-gate/gate-error';
import { GateErrorPrompt } from '../billing-gate/gate-error-prompt';
import { PostDetail } from './post-detail';
import type { usePostDetail } from './use-post-detail';
import { FailureReason } from '../../components/failure-reason';

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
  if (detail.isError) {
    const isMissing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <Alert
        color={isMissing ? 'gray' : 'red'}
        variant="light"
        radius="lg"
        icon={<IconAlertCircle size={20} />}
        title={isMissing ? t('research.detail.notFound') : t('research.detail.loadFailed')}
        data-testid="post-detail-error"
      >
        <Stack gap="sm" align="flex-start">
          {isMissing ? (
            <Text fz="sm">{t('research.detail.notFoundHint')}</Text>
          ) : (
            <FailureReason message={detail.error.message} error={detail.error} />
          )}
          {!isMissing && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void detail.refetch()}
            >
              {t('common.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return <LoadingPlaceholder variant="inline" />;
}

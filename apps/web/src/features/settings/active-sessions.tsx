import { Alert, Button, Card, Divider, Skeleton, Stack, Text } from '@mantine/core';
import type { ActiveSession } from '@postradar/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { ActiveSessionRow } from './active-session-row';
import { EndSessionDialog } from './end-session-dialog';
import { endActiveSession } from './end-active-session';
import { activeSessionsQueryKey, listActiveSessions } from './list-active-sessions';

/**
 * The devices signed in to the account (docs/product.md, Settings and profile): each with its browser, system, last
 * activity and IP address, this one marked; any other can be signed out after a confirmation.
 */
export function ActiveSessions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: activeSessionsQueryKey, queryFn: listActiveSessions });
  const [toEnd, setToEnd] = useState<ActiveSession | null>(null);
  const end = useMutation({
    mutationFn: endActiveSession,
    onSuccess: () => setToEnd(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
  });

  function close() {
    setToEnd(null);
    end.reset();
  }

  const list = sessions.data ?? [];
  return (
    <Card padding="xl" shadow="xs" component="section" data-testid="active-sessions">
      <Stack gap={2}>
        <Text fw={600}>{t('settings.sessions.title')}</Text>
        <Text fz="sm" c="dimmed">
          {t('settings.sessions.description')}
        </Text>
      </Stack>

      {sessions.isPending && (
        <Stack gap="sm" mt="lg" aria-busy="true">
          <Skeleton height={44} radius="md" />
          <Skeleton height={44} radius="md" />
        </Stack>
      )}

      {sessions.isError && (
        <Alert
          mt="lg"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('settings.sessions.loadFailed')}
          data-testid="active-sessions-error"
        >
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{sessions.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void sessions.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      {sessions.isSuccess && (
        <Stack gap={0} mt="sm">
          {list.map((session, index) => (
            <Fragment key={session.id}>
              {index > 0 && <Divider />}
              <ActiveSessionRow session={session} onEnd={setToEnd} />
            </Fragment>
          ))}
          {list.every((session) => session.isCurrent) && (
            <Text fz="sm" c="dimmed" pt="xs">
              {t('settings.sessions.onlyThisDevice')}
            </Text>
          )}
        </Stack>
      )}

      <EndSessionDialog
        session={toEnd}
        isEnding={end.isPending}
        error={end.error?.message ?? null}
        onConfirm={() => {
          if (toEnd) end.mutate(toEnd.id);
        }}
        onClose={close}
      />
    </Card>
  );
}

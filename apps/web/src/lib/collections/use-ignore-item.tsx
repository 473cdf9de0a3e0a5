import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { followCalls, type IgnoreKind } from '@postradar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@postradar/ui';
import { api } from '../api';
import { withIgnored } from './ignored-marks';
import { refreshAfterIgnore } from './refresh-after-ignore';
import { updateCachedMarks } from './update-cached-marks';
import { useNotifyFailure } from './use-notify-failure';
import { useStopIgnoring } from './use-stop-ignoring';

/** A post, page or store to put on the blacklist, with the name its notice shows. */
export interface IgnoreTarget {
  kind: IgnoreKind;
  id: string;
  name: string;
}

/**
 * Puts a post, page or store on the blacklist: its marks say so at once, the searches and lists
 * showing it load again so that it vanishes, and a notice offers Undo. The card asking may be
 * gone by then, so the notice and its Undo work on their own.
 */
export function useIgnoreItem(): (target: IgnoreTarget) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure();
  const stopIgnoring = useStopIgnoring();
  return useCallback(
    async ({ kind, id, name }: IgnoreTarget) => {
      const params = { kind, id };
      try {
        await api.call(followCalls.ignore, { params });
      } catch (error) {
        notifyFailure(t('follows.actions.ignoreFailed'), error);
        return;
      }
      await updateCachedMarks(queryClient, (marks) => withIgnored(marks, params, true));
      await refreshAfterIgnore(queryClient);
      const noticeId = `ignored-${kind}-${id}`;
      function undo() {
        notifications.hide(noticeId);
        void stopIgnoring(params, t('follows.actions.undoFailed'));
      }
      notifications.show({
        id: noticeId,
        autoClose: 8000,
        message: (
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text fz="sm">{t(`follows.actions.ignored.${kind}`, { name })}</Text>
            <Button
              variant="light"
              size="compact-sm"
              onClick={undo}
              style={{ flexShrink: 0 }}
              data-testid="ignore-undo"
            >
              {t('follows.actions.undo')}
            </Button>
          </Group>
        ),
      });
    },
    [notifyFailure, queryClient, stopIgnoring, t],
  );
}

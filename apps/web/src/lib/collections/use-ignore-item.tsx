import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { followCalls, type IgnoreKind } from '@postradar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@postradar/ui';
import { api } from '../api';
import { useNotifyFailure } from './use-notify-failure';
import { refreshAfterIgnore } from './refresh-after-ignore';

/** A post, page or store to put on the blacklist, with the name its notice shows. */
export interface IgnoreTarget {
  kind: IgnoreKind;
  id: string;
  name: string;
}

/**
 * Puts a post, page or store on the blacklist: the searches and lists showing it load again so
 * that it vanishes at once, and a notice offers Undo. The card asking may be gone by then, so the
 * notice and its Undo work on their own.
 */
export function useIgnoreItem(): (target: IgnoreTarget) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure();
  return useCallback(
    async ({ kind, id, name }: IgnoreTarget) => {
      const params = { kind, id };
      try {
        await api.call(followCalls.ignore, { params });
      } catch (error) {
        notifyFailure(t('follows.actions.ignoreFailed'), error);
        return;
      }
      await refreshAfterIgnore(queryClient);
      const noticeId = `ignored-${kind}-${id}`;
      async function undo() {
        notifications.hide(noticeId);
        try {
          await api.call(followCalls.unignore, { params });
        } catch (error) {
          notifyFailure(t('follows.actions.undoFailed'), error);
          return;
        }
        await refreshAfterIgnore(queryClient);
        notifications.show({ message: t('follows.actions.restored'), autoClose: 3000 });
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
              onClick={() => void undo()}
              style={{ flexShrink: 0 }}
              data-testid="ignore-undo"
            >
              {t('follows.actions.undo')}
            </Button>
          </Group>
        ),
      });
    },
    [notifyFailure, queryClient, t],
  );
}

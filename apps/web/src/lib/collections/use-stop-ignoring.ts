import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@postradar/ui';
import type { IgnoredRef } from './ignored-marks';
import { unignoreItem } from './unignore-item';
import { useNotifyFailure } from './use-notify-failure';

/**
 * Stops ignoring a post, page or store, as the blacklist's Remove does, then says it is back in
 * the searches; a failure says why under `failedTitle` (by default 'Could not stop ignoring it').
 */
export function useStopIgnoring(): (target: IgnoredRef, failedTitle?: string) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure();
  return useCallback(
    async (target: IgnoredRef, failedTitle?: string) => {
      try {
        await unignoreItem(queryClient, target);
      } catch (error) {
        notifyFailure(failedTitle ?? t('follows.actions.stopIgnoringFailed'), error);
        return;
      }
      notifications.show({ message: t('follows.actions.restored'), autoClose: 3000 });
    },
    [notifyFailure, queryClient, t],
  );
}

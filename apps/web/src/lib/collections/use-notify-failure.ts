import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useCollectionErrorText } from './use-collection-error-text';

/** A change to a collection failed: a notice of what was tried, and why in the user's language. */
export function useNotifyFailure(): (title: string, error: unknown) => void {
  const errorText = useCollectionErrorText();
  return useCallback(
    (title: string, error: unknown) =>
      notifications.show({ color: 'red', title, message: errorText(error), autoClose: 6000 }),
    [errorText],
  );
}

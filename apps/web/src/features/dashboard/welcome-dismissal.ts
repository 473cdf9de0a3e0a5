import { createPrefixedStorage } from '@postradar/ui';
import { useCallback, useState } from 'react';
import { storagePrefix } from '../../lib/session/session-storage';
import { useAuth } from '../../lib/session/use-auth';

const storage = createPrefixedStorage<`dashboardWelcomeDismissed.${string}`>(storagePrefix);

/**
 * Whether the signed-in user dismissed the dashboard's welcome, remembered on this device per
 * user (`postradar.dashboardWelcomeDismissed.<user id>`), and the way to dismiss it.
 */
export function useWelcomeDismissal(): [isDismissed: boolean, dismiss: () => void] {
  const { user } = useAuth();
  const key = `dashboardWelcomeDismissed.${user?._id ?? ''}` as const;
  const [isDismissed, setDismissed] = useState(() => storage.read(key) === 'true');
  const dismiss = useCallback(() => {
    storage.write(key, 'true');
    setDismissed(true);
  }, [key]);
  return [isDismissed, dismiss];
}

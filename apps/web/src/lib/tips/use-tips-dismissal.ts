import { useCallback, useSyncExternalStore } from 'react';
import { useAuth } from '../session/use-auth';
import { hideTipsToday, localDay, subscribeToTipsDismissal, tipsHiddenOn } from './tips-dismissal';

/**
 * Whether the signed-in user closed the 'Did you know?' tips today (their local day, on this
 * device), and the way to close them until tomorrow.
 */
export function useTipsDismissal(): { isHidden: boolean; hide(): void } {
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const hiddenOn = useSyncExternalStore(subscribeToTipsDismissal, () => tipsHiddenOn(userId));
  const hide = useCallback(() => hideTipsToday(userId), [userId]);
  return { isHidden: hiddenOn === localDay(new Date()), hide };
}

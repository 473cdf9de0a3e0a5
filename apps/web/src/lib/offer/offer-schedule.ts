import { createPrefixedStorage } from '@postradar/ui';
import { storagePrefix } from '../session/session-storage';

/** The screens where paying is under way: the popup never opens there by itself. */
const quietPaths = [/^\/pricing(\/|$)/, /^\/checkout(\/|$)/, /^\/a\/subscribe(\/|$)/];

/** The day of `time` on this device ('2026-11-03'): the popup opens once per local day. */
export function localDay(time: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
}

/** Whether the popup may open by itself on this path (not on the pricing and checkout screens). */
export function isQuietPath(pathname: string): boolean {
  return quietPaths.some((path) => path.test(pathname));
}

type ShownKey = `offerShownOn.${string}`;
const storage = createPrefixedStorage<ShownKey>(storagePrefix);

/** The local day the popup last opened by itself for the user, kept on this device. */
export const offerShownDay = {
  read: (userId: string) => storage.read(`offerShownOn.${userId}`),
  write: (userId: string, day: string) => storage.write(`offerShownOn.${userId}`, day),
};

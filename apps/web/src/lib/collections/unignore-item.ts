import { followCalls } from '@postradar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { withIgnored, type IgnoredRef } from './ignored-marks';
import { refreshAfterIgnore } from './refresh-after-ignore';
import { updateCachedMarks } from './update-cached-marks';

/**
 * Takes a post, page or store off the blacklist: its marks say so at once, and every search, list
 * and collection loads again so that it comes back in them.
 */
export async function unignoreItem(queryClient: QueryClient, target: IgnoredRef): Promise<void> {
  await api.call(followCalls.unignore, { params: { kind: target.kind, id: target.id } });
  await updateCachedMarks(queryClient, (marks) => withIgnored(marks, target, false));
  await refreshAfterIgnore(queryClient);
}

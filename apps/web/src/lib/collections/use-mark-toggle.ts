import type { CollectionMarks } from '@postradar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionKeyRoot } from './collection-keys';
import { updateCachedMarks } from './update-cached-marks';
import { useNotifyFailure } from './use-notify-failure';

interface MarkToggle<V> {
  /** Sends the change to the API. */
  send(change: V): Promise<unknown>;
  /** The marks once the change is made. */
  mark(marks: CollectionMarks, change: V): CollectionMarks;
  /** The title of the notice if the change fails ('Could not save to favorites'). */
  failedTitle(change: V): string;
  onSuccess?: (change: V) => void;
}

/**
 * A change that marks a post, page, store or pixel or takes its mark off: it shows at once on
 * every card, row and detail showing it, goes back with a notice of why if the change fails, and
 * every list and count of the collections refreshes after.
 */
export function useMarkToggle<V>({ send, mark, failedTitle, onSuccess }: MarkToggle<V>) {
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: send,
    onMutate: (change: V) => updateCachedMarks(queryClient, (marks) => mark(marks, change)),
    onSuccess: (_result, change) => onSuccess?.(change),
    onError: (error, change, restore) => {
      restore?.();
      notifyFailure(failedTitle(change), error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }),
  });
}

import type { CollectionMarks } from '@postradar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { collectionKey } from './collection-keys';

const marksKey = collectionKey('marks');

/**
 * Changes every cached set of marks at once (an optimistic toggle shows on the cards and in the
 * detail before the API answers) and returns how to put them back if the change fails.
 */
export async function updateCachedMarks(
  queryClient: QueryClient,
  update: (marks: CollectionMarks) => CollectionMarks,
): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey: marksKey });
  const saved = queryClient.getQueriesData<CollectionMarks>({ queryKey: marksKey });
  queryClient.setQueriesData<CollectionMarks>({ queryKey: marksKey }, (marks) =>
    marks ? update(marks) : marks,
  );
  return () => {
    for (const [key, marks] of saved) queryClient.setQueryData(key, marks);
  };
}

/** `ids` with `id` in it or not. */
export function withId(ids: readonly string[], id: string, isIn: boolean): string[] {
  const others = ids.filter((item) => item !== id);
  return isIn ? [...others, id] : others;
}

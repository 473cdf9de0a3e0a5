import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { PersonalizedChip } from '../../lib/research/personalized-chip';
import { PostResults, type PostResultsProps } from '../../lib/research/post-results';
import type { SearchScope } from '../../lib/research/search-params';
import { PendingResults } from './pending-results';
import { usePersonalizedStart } from './use-personalized-start';

type PersonalizedPostResultsProps = Pick<PostResultsProps, 'fixed' | 'sorts' | 'sortControl'>;

/**
 * The post search of Posts, the Ads library and Trending, started on the user's personalization
 * when the screen opens without a search, with the chip that says so above it.
 */
export function PersonalizedPostResults({
  fixed,
  sorts,
  sortControl,
}: PersonalizedPostResultsProps) {
  const defaultSort = sorts?.[0] ?? 'newest';
  const fixedKey = JSON.stringify(fixed ?? {});
  // The scope PostResults gives its search: the same address is written.
  const scope = useMemo<SearchScope>(
    () => ({ defaultSort, fixed: JSON.parse(fixedKey) as SearchScope['fixed'] }),
    [defaultSort, fixedKey],
  );
  // As PostResults: the search chooses posts or ads unless the screen fixes the kind.
  const withKind = !scope.fixed?.kind;
  const isWaiting = usePersonalizedStart(scope, withKind);

  if (isWaiting) {
    return <PendingResults />;
  }
  return (
    <Stack gap="sm">
      <PersonalizedChip scope={scope} withKind={withKind} />
      <PostResults fixed={fixed} sorts={sorts} sortControl={sortControl} />
    </Stack>
  );
}

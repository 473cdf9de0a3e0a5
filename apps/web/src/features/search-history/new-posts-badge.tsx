import { Badge, Tooltip } from '@mantine/core';
import { searchHistoryCalls } from '@postradar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { api } from '../../lib/api';
import { oneAtATime } from '../../lib/collections/one-at-a-time';
import { savedSearchKey } from '../../lib/collections/search-keys';

/** Counts above this show as '99+'. */
const shownCountLimit = 99;

/**
 * How many posts matching a saved search PostRadar first saw since it was last run: 'N new', or
 * '99+ new'; nothing when there are none (or while it is counted).
 */
export function NewPostsBadge({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: savedSearchKey(id, 'newPosts'),
    // Each count is a search: one at a time, as the API runs only two of a user's at once.
    queryFn: ({ signal }) =>
      oneAtATime(() =>
        api.call(searchHistoryCalls.savedSearchNewPosts, { params: { id }, signal }),
      ),
  });
  if (!data || data.count === 0) return null;
  const isCapped = data.isCapped || data.count > shownCountLimit;
  return (
    <Tooltip label={t('searchHistory.saved.newPostsHint')} withArrow>
      <Badge color="teal" variant="filled" radius="sm" data-testid="saved-search-new">
        {isCapped
          ? t('searchHistory.saved.newPostsCapped')
          : t('searchHistory.saved.newPosts', { count: data.count })}
      </Badge>
    </Tooltip>
  );
}

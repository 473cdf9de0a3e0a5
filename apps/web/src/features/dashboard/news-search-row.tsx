import { Badge, Group, Text } from '@mantine/core';
import type { DashboardNews } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { ListRow } from '../../lib/collections/row-list';
import { searchScreenLabel } from '../../lib/collections/search-screen-label';
import { RunSavedSearchButton } from '../../lib/collections/run-saved-search-button';
import { NewPostsCount } from './new-posts-count';

type SavedSearchWithNews = DashboardNews['savedSearches'][number];

/** A saved search with new posts: its name, screen and count; Run opens it (and marks it run). */
export function NewsSearchRow({ saved }: { saved: SavedSearchWithNews }) {
  const { t } = useTranslation();
  return (
    <ListRow
      aside={
        <RunSavedSearchButton
          saved={saved}
          label={t('dashboard.news.run')}
          testId="dashboard-search-run"
        />
      }
      testId="dashboard-search"
    >
      <Text fw={700} truncate>
        {saved.name}
      </Text>
      <Group gap={8} wrap="wrap">
        <Badge variant="light" radius="sm">
          {searchScreenLabel(saved.path, t)}
        </Badge>
        <NewPostsCount newPosts={saved.newPosts} testId="dashboard-search-new-posts" />
      </Group>
    </ListRow>
  );
}

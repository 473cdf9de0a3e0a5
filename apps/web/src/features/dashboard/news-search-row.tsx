import { Badge, Button, Group, Text } from '@mantine/core';
import type { DashboardNews } from '@postradar/contracts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListRow } from '../../lib/collections/row-list';
import { searchScreenLabel } from '../../lib/collections/search-screen-label';
import { useRunSavedSearch } from '../../lib/collections/use-run-saved-search';
import { NewPostsCount } from './new-posts-count';

type SavedSearchWithNews = DashboardNews['savedSearches'][number];

/** A saved search with new posts: its name, screen and count; Run opens it (and marks it run). */
export function NewsSearchRow({ saved }: { saved: SavedSearchWithNews }) {
  const { t } = useTranslation();
  const { href, isRunning, run } = useRunSavedSearch(saved);
  return (
    <ListRow
      aside={
        <Button
          component={Link}
          to={href}
          onClick={run}
          loading={isRunning}
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          data-testid="dashboard-search-run"
        >
          {t('dashboard.news.run')}
        </Button>
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

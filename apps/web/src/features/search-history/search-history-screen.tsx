import { Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { ScreenHeading } from '../../components/screen-heading';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SearchHistoryTabs } from './search-history-tabs';

/** /a/search-history: the searches the user ran and the ones they saved. */
export function SearchHistoryScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('searchHistory.title'));
  return (
    <Stack gap="lg" data-testid="search-history-screen">
      <ScreenHeading
        icon={IconHistory}
        title={t('searchHistory.title')}
        description={t('searchHistory.description')}
      />
      <SearchHistoryTabs />
    </Stack>
  );
}

import { Tabs } from '@mantine/core';
import { IconBookmark, IconHistory } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { HistoryList } from './history-list';
import { SavedSearchList } from './saved-search-list';
import { useAddress } from '../../lib/collections/use-address';
import {
  readSearchesAddress,
  searchTabs,
  writeSearchesAddress,
  type SearchTab,
} from './searches-address';

function isSearchTab(value: string | null): value is SearchTab {
  return searchTabs.some((tab) => tab === value);
}

/**
 * The search history's two lists, History and Saved searches, the tab in the address (`tab`),
 * each paged with `page` and `perPage`. Shown at /a/search-history and in the settings.
 */
export function SearchHistoryTabs() {
  const { t } = useTranslation();
  const { address, go } = useAddress(readSearchesAddress, writeSearchesAddress);
  return (
    <Tabs
      value={address.tab}
      onChange={(value) => {
        if (isSearchTab(value)) go({ ...address, tab: value, page: 1 });
      }}
      keepMounted={false}
      data-testid="search-history-tabs"
    >
      <Tabs.List aria-label={t('searchHistory.tabs.label')} mb="lg">
        <Tabs.Tab
          value="history"
          leftSection={<IconHistory size={16} />}
          data-testid="search-history-tab-history"
        >
          {t('searchHistory.tabs.history')}
        </Tabs.Tab>
        <Tabs.Tab
          value="saved"
          leftSection={<IconBookmark size={16} />}
          data-testid="search-history-tab-saved"
        >
          {t('searchHistory.tabs.saved')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="history">
        <HistoryList address={address} go={go} />
      </Tabs.Panel>
      <Tabs.Panel value="saved">
        <SavedSearchList address={address} go={go} />
      </Tabs.Panel>
    </Tabs>
  );
}

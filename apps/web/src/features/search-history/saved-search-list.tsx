import { searchHistoryCalls } from '@postradar/contracts';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { api } from '../../lib/api';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { PagedList } from '../../lib/collections/paged-list';
import { RowList } from '../../lib/collections/row-list';
import { savedSearchKey } from '../../lib/collections/search-keys';
import { useListPage } from '../../lib/collections/use-list-page';
import { SavedSearchRow } from './saved-search-row';
import { listPageQuery, type SearchesAddress } from './searches-address';

interface SavedSearchListProps {
  address: SearchesAddress;
  go(address: SearchesAddress): boolean;
}

/** The Saved searches tab: the searches the user named, newest first, paged. */
export function SavedSearchList({ address, go }: SavedSearchListProps) {
  const { t } = useTranslation();
  const query = listPageQuery(address);
  const list = useListPage(savedSearchKey('list', query), (signal) =>
    api.call(searchHistoryCalls.savedSearches, { query, signal }),
  );

  return (
    <PagedList
      list={list}
      address={address}
      go={go}
      countLabel={(count, formatted) => t('searchHistory.saved.count', { count, formatted })}
      failedTitle={t('searchHistory.list.failed')}
      empty={
        <CollectionEmpty
          icon={IconHistory}
          title={t('searchHistory.saved.emptyTitle')}
          hint={t('searchHistory.saved.emptyHint')}
          action={{
            label: t('searchHistory.saved.emptyAction'),
            onClick: () => go({ ...address, tab: 'history', page: 1 }),
          }}
          testId="searches-empty"
        />
      }
      pastEnd={{
        icon: IconHistory,
        title: t('searchHistory.list.pastEnd'),
        firstPage: t('searchHistory.list.firstPage'),
      }}
      renderRows={(searches) => (
        <RowList testId="saved-search-list">
          {searches.map((saved) => (
            <SavedSearchRow key={saved._id} saved={saved} />
          ))}
        </RowList>
      )}
      testId="searches"
    />
  );
}

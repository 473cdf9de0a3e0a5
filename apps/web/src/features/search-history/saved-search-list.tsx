import { Button } from '@mantine/core';
import { searchHistoryCalls } from '@postradar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { savedSearchKey } from '../../lib/collections/search-keys';
import { shouldRetry } from '../../lib/research/use-post-search';
import { ListEmpty } from './list-states';
import { PagedList } from './paged-list';
import { SavedSearchRow } from './saved-search-row';
import { listPageQuery, type SearchesAddress } from './searches-address';

interface SavedSearchListProps {
  address: SearchesAddress;
  go(next: Partial<SearchesAddress>): void;
}

/** The Saved searches tab: the searches the user named, newest first, paged. */
export function SavedSearchList({ address, go }: SavedSearchListProps) {
  const { t } = useTranslation();
  const query = listPageQuery(address);
  const list = useQuery({
    queryKey: savedSearchKey('list', query),
    queryFn: ({ signal }) => api.call(searchHistoryCalls.savedSearches, { query, signal }),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
  });

  return (
    <PagedList
      list={list}
      address={address}
      go={go}
      countLabel={(count, formatted) => t('searchHistory.saved.count', { count, formatted })}
      empty={
        <ListEmpty
          title={t('searchHistory.saved.emptyTitle')}
          hint={t('searchHistory.saved.emptyHint')}
          action={
            <Button
              variant="light"
              size="sm"
              mt="xs"
              onClick={() => go({ tab: 'history', page: 1 })}
            >
              {t('searchHistory.saved.emptyAction')}
            </Button>
          }
        />
      }
      renderItem={(saved) => <SavedSearchRow saved={saved} />}
      testId="saved-search-list"
    />
  );
}

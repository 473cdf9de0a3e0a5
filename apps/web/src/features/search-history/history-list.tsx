import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { searchHistoryCalls } from '@postradar/contracts';
import { IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';
import { searchHistoryKey } from '../../lib/collections/search-keys';
import { shouldRetry } from '../../lib/research/use-post-search';
import { ConfirmDialog } from './confirm-dialog';
import { HistoryRow } from './history-row';
import { ListEmpty } from './list-states';
import { PagedList } from './paged-list';
import { listPageQuery, type SearchesAddress } from './searches-address';

interface HistoryListProps {
  address: SearchesAddress;
  go(next: Partial<SearchesAddress>): void;
}

/** The History tab: the searches the user ran, newest first, paged; Clear history after asking. */
export function HistoryList({ address, go }: HistoryListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isClearing, clearing] = useDisclosure(false);
  const query = listPageQuery(address);
  const list = useQuery({
    queryKey: searchHistoryKey('list', query),
    queryFn: ({ signal }) => api.call(searchHistoryCalls.history, { query, signal }),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
  });
  const hasEntries = (list.data?.total ?? 0) > 0;

  async function clear() {
    await api.call(searchHistoryCalls.clear);
    clearing.close();
    notifications.show({ message: t('searchHistory.history.cleared'), color: 'teal' });
    go({ page: 1 });
    await queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
  }

  return (
    <>
      <PagedList
        list={list}
        address={address}
        go={go}
        countLabel={(count, formatted) => t('searchHistory.history.count', { count, formatted })}
        actions={
          hasEntries && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={clearing.open}
              data-testid="history-clear"
            >
              {t('searchHistory.history.clear')}
            </Button>
          )
        }
        empty={
          <ListEmpty
            title={t('searchHistory.history.emptyTitle')}
            hint={t('searchHistory.history.emptyHint')}
            action={
              <Button component={Link} to="/a/posts" variant="light" size="sm" mt="xs">
                {t('searchHistory.history.emptyAction')}
              </Button>
            }
          />
        }
        renderItem={(entry) => <HistoryRow entry={entry} />}
        testId="history-list"
      />
      <ConfirmDialog
        opened={isClearing}
        title={t('searchHistory.history.clearTitle')}
        message={t('searchHistory.history.clearBody')}
        confirmLabel={t('searchHistory.history.clearConfirm')}
        onConfirm={clear}
        onClose={clearing.close}
        testId="history-clear-dialog"
      />
    </>
  );
}

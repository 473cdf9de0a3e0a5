import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { searchHistoryCalls } from '@postradar/contracts';
import { IconHistory, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';
import { PagedList } from '../../lib/collections/paged-list';
import { RowList } from '../../lib/collections/row-list';
import { searchHistoryKey } from '../../lib/collections/search-keys';
import { useListPage } from '../../lib/collections/use-list-page';
import { HistoryRow } from './history-row';
import { listPageQuery, type SearchesAddress } from './searches-address';

interface HistoryListProps {
  address: SearchesAddress;
  go(address: SearchesAddress): boolean;
}

/** The History tab: the searches the user ran, newest first, paged; Clear history after asking. */
export function HistoryList({ address, go }: HistoryListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isClearing, clearing] = useDisclosure(false);
  const query = listPageQuery(address);
  const list = useListPage(searchHistoryKey('list', query), (signal) =>
    api.call(searchHistoryCalls.history, { query, signal }),
  );
  const hasEntries = (list.data?.total ?? 0) > 0;

  async function clear() {
    await api.call(searchHistoryCalls.clear);
    clearing.close();
    notifications.show({ message: t('searchHistory.history.cleared'), color: 'teal' });
    go({ ...address, page: 1 });
    await queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
  }

  return (
    <>
      <PagedList
        list={list}
        address={address}
        go={go}
        countLabel={(count, formatted) => t('searchHistory.history.count', { count, formatted })}
        controls={
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
        failedTitle={t('searchHistory.list.failed')}
        empty={
          <CollectionEmpty
            icon={IconHistory}
            title={t('searchHistory.history.emptyTitle')}
            hint={t('searchHistory.history.emptyHint')}
            action={{
              label: t('searchHistory.history.emptyAction'),
              onClick: () => void navigate('/a/posts'),
            }}
            testId="searches-empty"
          />
        }
        pastEnd={{
          icon: IconHistory,
          title: t('searchHistory.list.pastEnd'),
          firstPage: t('searchHistory.list.firstPage'),
        }}
        renderRows={(entries) => (
          <RowList testId="history-list">
            {entries.map((entry) => (
              <HistoryRow key={entry._id} entry={entry} />
            ))}
          </RowList>
        )}
        testId="searches"
      />
      {isClearing && (
        <ConfirmDialog
          title={t('searchHistory.history.clearTitle')}
          message={t('searchHistory.history.clearBody')}
          confirmLabel={t('searchHistory.history.clearConfirm')}
          onConfirm={clear}
          onClose={clearing.close}
          testId="history-clear-dialog"
        />
      )}
    </>
  );
}

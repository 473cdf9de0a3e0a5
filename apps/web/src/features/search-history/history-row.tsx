import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { searchHistoryCalls, type SearchHistoryEntry } from '@postradar/contracts';
import { TimeAgo, useLanguage } from '@postradar/ui';
import { IconBookmarkPlus, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';
import { SaveSearchDialog } from '../../lib/collections/save-search-dialog';
import { storedSearchHref } from '../../lib/collections/stored-search';
import { formatTotal } from '../../lib/research/format-count';
import { ConfirmDialog } from './confirm-dialog';
import { SearchRow, SearchSummary } from './search-row';
import { suggestSearchName } from './suggest-search-name';

/** Whether a search showed ads only (the ads library, or posts filtered to ads). */
function isAdsSearch(entry: SearchHistoryEntry): boolean {
  return entry.path === '/a/ads' || entry.params.kind === 'ad';
}

/**
 * A search of the history: its screen and parameters, how many results it found and when; run
 * it again, save it under a name, or delete it (after confirming).
 */
export function HistoryRow({ entry }: { entry: SearchHistoryEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [isSaving, saving] = useDisclosure(false);
  const [isDeleting, deleting] = useDisclosure(false);

  async function remove() {
    await api.call(searchHistoryCalls.removeEntry, { params: { id: entry._id } });
    deleting.close();
    notifications.show({ message: t('searchHistory.history.deleted'), color: 'teal' });
    await queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
  }

  const count = t(isAdsSearch(entry) ? 'research.results.countAds' : 'research.results.count', {
    count: entry.total,
    formatted: formatTotal(entry.total, entry.totalCapped, language),
  });

  return (
    <SearchRow
      testId="history-entry"
      actions={
        <>
          <Button
            component={Link}
            to={storedSearchHref(entry)}
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} />}
            data-testid="history-run"
          >
            {t('searchHistory.history.runAgain')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconBookmarkPlus size={14} />}
            onClick={saving.open}
            data-testid="history-save"
          >
            {t('searchHistory.history.save')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={deleting.open}
            data-testid="history-delete"
          >
            {t('searchHistory.history.delete')}
          </Button>
          <SaveSearchDialog
            opened={isSaving}
            search={entry}
            initialName={suggestSearchName(entry, t)}
            onClose={saving.close}
          />
          <ConfirmDialog
            opened={isDeleting}
            title={t('searchHistory.history.deleteTitle')}
            message={t('searchHistory.history.deleteBody')}
            confirmLabel={t('searchHistory.list.delete')}
            onConfirm={remove}
            onClose={deleting.close}
            testId="history-delete-dialog"
          />
        </>
      }
    >
      <SearchSummary search={entry} isStrong />
      <Group gap={6} fz="xs" c="dimmed" wrap="wrap">
        <Text fz="xs" fw={600} c="dark.4" data-testid="history-total">
          {count}
        </Text>
        <Text fz="xs" c="dimmed" aria-hidden>
          ·
        </Text>
        <TimeAgo time={entry.ranAt} />
      </Group>
    </SearchRow>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { searchHistoryCalls, type SearchHistoryListItem } from '@postradar/contracts';
import { TimeAgo, useLanguage, useTranslation } from '@postradar/ui';
import { IconBookmarkPlus, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { SaveSearchDialog } from '../../lib/collections/save-search-dialog';
import { storedSearchHref } from '../../lib/collections/stored-search';
import { formatTotal } from '../../lib/research/format-count';
import { DeleteSearchButton } from './delete-search-button';
import { SavedAsMark } from './saved-as-mark';
import { SearchRow, SearchSummary } from './search-row';

/** Whether a search showed ads only (the ads library, or posts filtered to ads). */
function isAdsSearch(entry: SearchHistoryListItem): boolean {
  return entry.path === '/a/ads' || entry.params.kind === 'ad';
}

/**
 * A search of the history: its screen and parameters, how many results it found and when; run
 * it again, save it under a name (or, once saved, the name it is saved as), or delete it (after
 * confirming).
 */
export function HistoryRow({ entry }: { entry: SearchHistoryListItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [isSaving, saving] = useDisclosure(false);

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
          {entry.savedAs ? (
            <SavedAsMark name={entry.savedAs.name} />
          ) : (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconBookmarkPlus size={14} />}
              onClick={saving.open}
              data-testid="history-save"
            >
              {t('searchHistory.history.save')}
            </Button>
          )}
          <DeleteSearchButton
            label={t('searchHistory.history.delete')}
            title={t('searchHistory.history.deleteTitle')}
            message={t('searchHistory.history.deleteBody')}
            deleted={t('searchHistory.history.deleted')}
            onDelete={() => api.call(searchHistoryCalls.removeEntry, { params: { id: entry._id } })}
            testId="history-delete"
          />
          {isSaving && <SaveSearchDialog search={entry} onClose={saving.close} />}
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

import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { searchHistoryCalls, type SavedSearch } from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';
import { SearchNameDialog } from '../../lib/collections/search-name-dialog';
import { RunSavedSearchButton } from '../../lib/collections/run-saved-search-button';
import { DeleteSearchButton } from './delete-search-button';
import { NewPostsBadge } from './new-posts-badge';
import { SearchRow, SearchSummary } from './search-row';

/**
 * A saved search: its name, new posts since it was last run, its screen and parameters; run it
 * (its new posts count from now), rename it, or delete it (after confirming).
 */
export function SavedSearchRow({ saved }: { saved: SavedSearch }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isRenaming, renaming] = useDisclosure(false);

  async function rename(name: string) {
    await api.call(searchHistoryCalls.renameSavedSearch, {
      params: { id: saved._id },
      body: { name },
    });
    notifications.show({ message: t('searchHistory.saved.renamed'), color: 'teal' });
    void queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
  }

  return (
    <SearchRow
      testId="saved-search"
      actions={
        <>
          <RunSavedSearchButton
            saved={saved}
            label={t('searchHistory.saved.run')}
            testId="saved-search-run"
          />
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} />}
            onClick={renaming.open}
            data-testid="saved-search-rename"
          >
            {t('searchHistory.saved.rename')}
          </Button>
          <DeleteSearchButton
            label={t('searchHistory.saved.delete')}
            title={t('searchHistory.saved.deleteTitle')}
            message={t('searchHistory.saved.deleteBody', { name: saved.name })}
            deleted={t('searchHistory.saved.deleted')}
            onDelete={() =>
              api.call(searchHistoryCalls.deleteSavedSearch, { params: { id: saved._id } })
            }
            testId="saved-search-delete"
          />
          {isRenaming && (
            <SearchNameDialog
              title={t('searchHistory.saved.renameTitle')}
              initialName={saved.name}
              submitLabel={t('searchHistory.saved.renameSubmit')}
              onSubmit={rename}
              onClose={renaming.close}
              testIds={{ modal: 'rename-saved-search-modal', submit: 'rename-saved-search-submit' }}
            />
          )}
        </>
      }
    >
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Text fw={700} truncate data-testid="saved-search-name-text">
          {saved.name}
        </Text>
        <NewPostsBadge id={saved._id} />
      </Group>
      <SearchSummary search={saved} isStrong={false} />
      <Group gap={6} fz="xs" c="dimmed" wrap="wrap">
        <Text fz="xs" c="dimmed" span>
          {t('searchHistory.saved.lastRun')}
        </Text>
        <TimeAgo time={saved.lastRunAt} />
      </Group>
    </SearchRow>
  );
}

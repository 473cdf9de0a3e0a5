import { searchHistoryCalls } from '@postradar/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { api } from '../api';
import { collectionKeyRoot } from './collection-keys';
import { SearchNameDialog } from './search-name-dialog';
import type { StoredSearch } from './stored-search';

interface SaveSearchDialogProps {
  /** The search to save: the one on screen, or one of the history. */
  search: StoredSearch;
  /** The name offered first ('' leaves it to the user). */
  initialName: string;
  onClose(): void;
}

/**
 * Names a search and keeps it among the saved searches ('Search saved' once it is). Mounted only
 * while open.
 */
export function SaveSearchDialog({ search, initialName, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  async function save(name: string) {
    await api.call(searchHistoryCalls.saveSearch, {
      body: { name, path: search.path, params: { ...search.params } },
    });
    void queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
    notifications.show({ message: t('searchHistory.save.saved'), color: 'teal' });
  }

  return (
    <SearchNameDialog
      title={t('searchHistory.save.title')}
      initialName={initialName}
      submitLabel={t('searchHistory.save.submit')}
      onSubmit={save}
      onClose={onClose}
      testIds={{ modal: 'save-search-modal', submit: 'save-search-submit' }}
    />
  );
}

import { searchHistoryCalls } from '@postradar/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { api } from '../api';
import { collectionKeyRoot } from './collection-keys';
import { SearchNameDialog } from './search-name-dialog';
import type { StoredSearch } from './stored-search';
import { suggestSearchName } from './suggest-search-name';

interface SaveSearchDialogProps {
  /** The search to save: the one on screen, or one of the history. */
  search: StoredSearch;
  onClose(): void;
}

/**
 * Names a search, offering its words (else its screen) as the name, and keeps it among the saved
 * searches ('Search saved' once it is). Mounted only while open.
 */
export function SaveSearchDialog({ search, onClose }: SaveSearchDialogProps) {
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
      initialName={suggestSearchName(search, t)}
      submitLabel={t('searchHistory.save.submit')}
      onSubmit={save}
      onClose={onClose}
      testIds={{ modal: 'save-search-modal', submit: 'save-search-submit' }}
    />
  );
}

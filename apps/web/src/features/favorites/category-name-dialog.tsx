import { favoriteCalls, type FavoriteCategory } from '@postradar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { api } from '../../lib/api';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';
import { createCategory } from '../../lib/collections/favorite-queries';
import { NameDialog } from '../../lib/collections/name-dialog';

interface CategoryNameDialogProps {
  /** The category to rename; none: a new one is created. */
  category?: FavoriteCategory;
  onClose(): void;
  onSaved(category: FavoriteCategory): void;
}

/** Names a new category or renames one; why the API refuses a name shows under it. */
export function CategoryNameDialog({ category, onClose, onSaved }: CategoryNameDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  async function save(name: string) {
    try {
      const saved = category
        ? await api.call(favoriteCalls.renameCategory, {
            params: { id: category._id },
            body: { name },
          })
        : await createCategory(name);
      onSaved(saved);
    } finally {
      void queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
    }
  }

  return (
    <NameDialog
      title={t(category ? 'favorites.categories.renameTitle' : 'favorites.categories.createTitle')}
      label={t('favorites.categories.name')}
      initialName={category?.name ?? ''}
      submitLabel={t(category ? 'favorites.dialog.save' : 'favorites.dialog.create')}
      onSubmit={save}
      onClose={onClose}
      testIds={{ input: 'category-name-input', submit: 'category-name-save' }}
    />
  );
}

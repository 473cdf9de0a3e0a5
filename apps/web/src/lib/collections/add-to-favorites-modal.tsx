import { Button, Checkbox, Group } from '@mantine/core';
import { favoriteCalls } from '@postradar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { api } from '../api';
import { CategoryLabel, CategorySearch } from './category-search';
import { collectionKeyRoot } from './collection-keys';
import { CollectionModal } from './collection-modal';
import { createCategory, useFavoriteCategories } from './favorite-queries';
import { useCategoryToggle } from './use-category-toggle';
import { useCollectionErrorText } from './use-collection-error-text';

/**
 * 'Add to favorites': the user's categories, each ticked when it holds the post and toggling it
 * on a click, with a box to find one or to create one (the post is saved into a new category).
 */
export function AddToFavoritesModal({ postId, onClose }: { postId: string; onClose(): void }) {
  const { t } = useTranslation();
  const errorText = useCollectionErrorText();
  const queryClient = useQueryClient();
  const categories = useFavoriteCategories(postId);
  const [error, setError] = useState<string>();
  const toggle = useCategoryToggle(postId, (failure) => setError(errorText(failure)));
  const create = useMutation({
    mutationFn: async (name: string) => {
      const category = await createCategory(name);
      await api.call(favoriteCalls.addToCategory, { params: { id: category._id, postId } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }),
  });

  async function createAndSave(name: string): Promise<boolean> {
    setError(undefined);
    try {
      await create.mutateAsync(name);
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    }
  }

  return (
    <CollectionModal
      title={t('favorites.modal.title')}
      onClose={onClose}
      testId="add-to-favorites-modal"
      isPicker
    >
      <CategorySearch
        hint={t('favorites.modal.hint')}
        categories={categories}
        error={error}
        onCreate={createAndSave}
        isBusy={create.isPending}
      >
        {(category) => (
          <Checkbox.Card
            key={category._id}
            checked={category.hasPost}
            onClick={() => {
              setError(undefined);
              toggle.mutate({ category, add: !category.hasPost });
            }}
            withBorder={false}
            radius="md"
            p="xs"
            data-testid={`favorites-modal-category-${category._id}`}
          >
            <Group gap="sm" wrap="nowrap">
              <Checkbox.Indicator size="sm" />
              <CategoryLabel category={category} />
            </Group>
          </Checkbox.Card>
        )}
      </CategorySearch>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-testid="add-to-favorites-done">
          {t('favorites.dialog.done')}
        </Button>
      </Group>
    </CollectionModal>
  );
}

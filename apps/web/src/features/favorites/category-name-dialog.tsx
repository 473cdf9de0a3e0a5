import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  collectionNameMaxLength,
  favoriteCalls,
  type FavoriteCategory,
} from '@postradar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';
import { createCategory } from '../../lib/collections/favorite-queries';

interface CategoryNameDialogProps {
  /** The category to rename; none: a new one is created. */
  category?: FavoriteCategory;
  onClose(): void;
  onSaved(category: FavoriteCategory): void;
}

/** Names a new category or renames one; the API's refusal shows under the name as it is. */
export function CategoryNameDialog({ category, onClose, onSaved }: CategoryNameDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(category?.name ?? '');
  const save = useMutation({
    mutationFn: (value: string) =>
      category
        ? api.call(favoriteCalls.renameCategory, {
            params: { id: category._id },
            body: { name: value },
          })
        : createCategory(value),
    onSuccess: (saved) => {
      onSaved(saved);
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }),
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(category ? 'favorites.categories.renameTitle' : 'favorites.categories.createTitle')}
      radius="lg"
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': t('favorites.dialog.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) save.mutate(name);
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('favorites.categories.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={collectionNameMaxLength}
            error={save.error?.message}
            data-autofocus
            data-testid="category-name-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('favorites.dialog.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="category-name-save">
              {t(category ? 'favorites.dialog.save' : 'favorites.dialog.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

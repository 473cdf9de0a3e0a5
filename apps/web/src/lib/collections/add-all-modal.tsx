import { Group, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { favoriteCalls, type FavoriteCategory } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconChevronRight, IconHeartFilled } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api';
import { formatNumber } from '../research/format-count';
import classes from './category-row.module.css';
import { CategoryLabel, CategorySearch } from './category-search';
import { collectionKeyRoot } from './collection-keys';
import { CollectionModal } from './collection-modal';
import { createCategory, useFavoriteCategories } from './favorite-queries';
import { useCollectionErrorText } from './use-collection-error-text';

interface AddAllModalProps {
  /** Every post of the page of results on screen. */
  postIds: readonly string[];
  onClose(): void;
}

/**
 * Saves every post of the page of results into one category, chosen or created here, then says
 * how many were newly saved.
 */
export function AddAllModal({ postIds, onClose }: AddAllModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useCollectionErrorText();
  const queryClient = useQueryClient();
  const categories = useFavoriteCategories();
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: async (target: FavoriteCategory | { name: string }) => {
      const category = '_id' in target ? target : await createCategory(target.name);
      const result = await api.call(favoriteCalls.addAllToCategory, {
        params: { id: category._id },
        body: { postIds: [...postIds] },
      });
      return { ...result, name: category.name };
    },
    onSuccess: ({ added, name }) => {
      notifications.show({
        color: 'red',
        icon: <IconHeartFilled size={16} />,
        message:
          added === 0
            ? t('favorites.addAll.noneAdded', { name })
            : t('favorites.addAll.added', {
                count: added,
                formatted: formatNumber(added, language),
                name,
              }),
      });
      onClose();
    },
    onError: (failure) => setError(errorText(failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }),
  });

  function send(target: FavoriteCategory | { name: string }) {
    if (save.isPending) return;
    setError(undefined);
    save.mutate(target);
  }

  return (
    <CollectionModal
      title={t('favorites.addAll.title', {
        count: postIds.length,
        formatted: formatNumber(postIds.length, language),
      })}
      onClose={onClose}
      testId="add-all-modal"
      isPicker
    >
      <CategorySearch
        hint={t('favorites.addAll.hint')}
        categories={categories}
        error={error}
        onCreate={(name) => {
          send({ name });
          return Promise.resolve(false);
        }}
        isBusy={save.isPending}
      >
        {(category) => (
          <UnstyledButton
            key={category._id}
            className={classes.row}
            onClick={() => send(category)}
            disabled={save.isPending}
            data-testid={`add-all-category-${category._id}`}
          >
            <Group gap="sm" wrap="nowrap">
              <CategoryLabel category={category} />
              <IconChevronRight size={16} color="var(--mantine-color-gray-5)" aria-hidden />
            </Group>
          </UnstyledButton>
        )}
      </CategorySearch>
    </CollectionModal>
  );
}

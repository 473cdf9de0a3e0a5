import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { favoriteCalls } from '@postradar/contracts';
import { useIsMobile, useLanguage } from '@postradar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { formatNumber } from '../research/format-count';
import { CategorySearch } from './category-search';
import { collectionDialogZIndex } from './collection-dialog';
import { collectionKeyRoot } from './collection-keys';
import { createCategory, useFavoriteCategories } from './favorite-queries';
import { useCategoryToggle } from './use-category-toggle';

/**
 * 'Add to favorites': the user's categories, each ticked when it holds the post and toggling it
 * on a click, with a box to find one or to create one (the post is saved into a new category).
 */
export function AddToFavoritesModal({ postId, onClose }: { postId: string; onClose(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const categories = useFavoriteCategories(postId);
  const [error, setError] = useState<string>();
  const toggle = useCategoryToggle(postId, setError);
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
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    }
  }

  return (
    <Modal.Root
      opened
      onClose={onClose}
      zIndex={collectionDialogZIndex}
      fullScreen={isMobile}
      radius="lg"
    >
      <Modal.Overlay backgroundOpacity={0.4} />
      <Modal.Content data-testid="add-to-favorites-modal">
        <Modal.Header>
          <Modal.Title fw={700}>{t('favorites.modal.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('favorites.dialog.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {t('favorites.modal.hint')}
            </Text>
            <CategorySearch
              categories={categories.data}
              loadError={categories.error}
              onRetry={() => void categories.refetch()}
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
                    <Text fz="sm" truncate style={{ flex: 1 }}>
                      {category.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {formatNumber(category.postCount, language)}
                    </Text>
                  </Group>
                </Checkbox.Card>
              )}
            </CategorySearch>
            <Group justify="flex-end">
              <Button onClick={onClose} data-testid="add-to-favorites-done">
                {t('favorites.dialog.done')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

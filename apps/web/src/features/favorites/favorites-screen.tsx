import { Grid, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  favoriteCalls,
  type FavoriteCategory,
  type FavoriteItem as FavoriteItemDto,
} from '@postradar/contracts';
import { IconHeart, IconMoodEmpty } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation, useLanguage } from '@postradar/ui';
import { useNavigate } from 'react-router';
import { ScreenHeading } from '../../components/screen-heading';
import { api } from '../../lib/api';
import {
  readCollectionAddress,
  writeCollectionAddress,
} from '../../lib/collections/collection-address';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';
import { CollectionResults } from '../../lib/collections/collection-results';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';
import { useFavoriteCategories } from '../../lib/collections/favorite-queries';
import { useAddress } from '../../lib/collections/use-address';
import { formatNumber } from '../../lib/research/format-count';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CategoryList } from './category-list';
import { CategoryNameDialog } from './category-name-dialog';
import { CategorySelect } from './category-select';
import { FavoriteItem } from './favorite-item';
import { useFavoriteList } from './use-favorite-list';

/** Below this width the categories are a select above the posts rather than a list beside them. */
const compactQuery = '(max-width: 62em)';

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename'; category: FavoriteCategory }
  | { kind: 'delete'; category: FavoriteCategory }
  | { kind: 'remove'; item: FavoriteItemDto };

const postOf = (item: FavoriteItemDto) => item.post;
const keyOf = (item: FavoriteItemDto) => `${item.categoryId}:${item.post._id}`;

/**
 * /a/favorites: the categories (all favorites, the default, then by name) with their counts, and
 * the saved posts of the one chosen, newest first, as research cards. The category, page and page
 * size live in the address.
 */
export function FavoritesScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isCompact = useMediaQuery(compactQuery, false, { getInitialValueInEffect: false });
  const { address, go } = useAddress(readCollectionAddress, writeCollectionAddress);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  useDocumentTitle(t('favorites.screen.title'));

  const categories = useFavoriteCategories();
  const selected = address.category;
  const current = categories.data?.find((category) => category._id === selected);
  const isMissing = Boolean(selected && categories.data && !current);
  const list = useFavoriteList(address, !isMissing);
  const namesById = new Map(categories.data?.map((category) => [category._id, category.name]));

  const hrefOf = (categoryId?: string) =>
    `/a/favorites${writeCollectionAddress({ category: categoryId, page: 1, perPage: address.perPage })}`;
  const select = (categoryId?: string) => void navigate(hrefOf(categoryId));
  const close = () => setDialog(null);
  const actions = {
    onRename: (category: FavoriteCategory) => setDialog({ kind: 'rename', category }),
    onDelete: (category: FavoriteCategory) => setDialog({ kind: 'delete', category }),
  };

  async function deleteCategory(category: FavoriteCategory) {
    await api.call(favoriteCalls.deleteCategory, { params: { id: category._id } });
    if (selected === category._id) select();
    await queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
  }
  async function removeItem(item: FavoriteItemDto) {
    await api.call(favoriteCalls.removeFromCategory, {
      params: { id: item.categoryId, postId: item.post._id },
    });
    await queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
  }

  const heading = selected ? (current?.name ?? '') : t('favorites.categories.all');
  const categoryPanel = isCompact ? (
    <CategorySelect
      categories={categories.data}
      selected={selected}
      onSelect={select}
      onCreate={() => setDialog({ kind: 'create' })}
      {...actions}
    />
  ) : (
    <CategoryList
      categories={categories.data}
      selected={selected}
      hrefOf={hrefOf}
      onCreate={() => setDialog({ kind: 'create' })}
      {...actions}
    />
  );

  return (
    <Stack gap="lg" data-testid="favorites-screen">
      <ScreenHeading
        icon={IconHeart}
        title={t('favorites.screen.title')}
        description={t('favorites.screen.description')}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>{categoryPanel}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {isMissing ? (
            <CollectionEmpty
              icon={IconMoodEmpty}
              title={t('favorites.empty.missingTitle')}
              hint={t('favorites.empty.missingHint')}
              action={{ label: t('favorites.categories.showAll'), onClick: () => select() }}
            />
          ) : (
            <Stack gap="md">
              {heading && (
                <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                  {heading}
                </Title>
              )}
              <CollectionResults
                list={list}
                address={address}
                go={go}
                postOf={postOf}
                keyOf={keyOf}
                renderItem={(item, layout) => (
                  <FavoriteItem
                    item={item}
                    layout={layout}
                    categoryName={selected ? undefined : namesById.get(item.categoryId)}
                    onRemove={(removed) => setDialog({ kind: 'remove', item: removed })}
                  />
                )}
                empty={
                  <CollectionEmpty
                    icon={IconHeart}
                    title={
                      current
                        ? t('favorites.empty.categoryTitle', { name: current.name })
                        : t('favorites.empty.title')
                    }
                    hint={t('favorites.empty.hint')}
                    action={{
                      label: t('favorites.empty.search'),
                      onClick: () => void navigate('/a/posts'),
                    }}
                  />
                }
                pastEnd={{
                  icon: IconHeart,
                  title: t('favorites.empty.pastEnd'),
                  hint: t('favorites.empty.pastEndHint'),
                  firstPage: t('favorites.empty.firstPage'),
                }}
              />
            </Stack>
          )}
        </Grid.Col>
      </Grid>

      {(dialog?.kind === 'create' || dialog?.kind === 'rename') && (
        <CategoryNameDialog
          category={dialog.kind === 'rename' ? dialog.category : undefined}
          onClose={close}
          onSaved={(saved) => {
            if (dialog.kind === 'create') select(saved._id);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('favorites.categories.deleteTitle')}
          message={t('favorites.categories.deleteMessage', {
            name: dialog.category.name,
            count: dialog.category.postCount,
            formatted: formatNumber(dialog.category.postCount, language),
          })}
          confirmLabel={t('favorites.categories.delete')}
          onConfirm={() => deleteCategory(dialog.category)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          title={t('favorites.item.removeTitle')}
          message={t('favorites.item.removeMessage', {
            name: namesById.get(dialog.item.categoryId) ?? '',
          })}
          confirmLabel={t('favorites.item.remove')}
          onConfirm={() => removeItem(dialog.item)}
          onClose={close}
        />
      )}
    </Stack>
  );
}

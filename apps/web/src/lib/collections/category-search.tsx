import {
  Button,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { collectionNameMaxLength, type FavoriteCategory } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formatNumber } from '../research/format-count';
import { matchCategories } from './match-categories';
import { useCollectionErrorText } from './use-collection-error-text';

interface CategorySearchProps {
  /** What the picker is for, above the box. */
  hint: string;
  /** The user's categories, as they load. */
  categories: UseQueryResult<FavoriteCategory[]>;
  /** Why the last change failed, shown under the box. */
  error?: string;
  /** Creates a category of that name; resolves true when it was created. */
  onCreate(name: string): Promise<boolean>;
  isBusy: boolean;
  /** One row of the list per matching category. */
  children(category: FavoriteCategory): ReactNode;
}

/**
 * Search-or-create: a box that filters the user's categories and, when no name matches the
 * search exactly, offers to create one with that name.
 */
export function CategorySearch({
  hint,
  categories: query,
  error,
  onCreate,
  isBusy,
  children,
}: CategorySearchProps) {
  const { t } = useTranslation();
  const errorText = useCollectionErrorText();
  const [search, setSearch] = useState('');
  const categories = query.data;
  const { matches, newName } = matchCategories(categories ?? [], search);

  async function create() {
    if (newName === null || isBusy) return;
    if (await onCreate(newName)) setSearch('');
  }

  let list: ReactNode;
  if (query.isError) {
    list = (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text fz="sm" c="red">
          {errorText(query.error)}
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Group>
    );
  } else if (!categories) {
    list = (
      <Group justify="center" p="md" role="status">
        <Loader size="sm" />
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      </Group>
    );
  } else {
    list = (
      <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
        <Stack gap={2}>
          {matches.map((category) => children(category))}
          {categories.length === 0 && newName === null && (
            <Text fz="sm" c="dimmed" py="xs">
              {t('favorites.picker.noCategories')}
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed" mb={4}>
        {hint}
      </Text>
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void create();
        }}
        placeholder={t('favorites.picker.placeholder')}
        aria-label={t('favorites.picker.label')}
        leftSection={<IconSearch size={16} />}
        rightSection={isBusy ? <Loader size={14} /> : undefined}
        maxLength={collectionNameMaxLength}
        error={error}
        data-autofocus
        data-testid="category-search"
      />
      {list}
      {newName !== null && categories && (
        <Button
          variant="light"
          justify="flex-start"
          leftSection={<IconPlus size={16} />}
          onClick={() => void create()}
          disabled={isBusy}
          fullWidth
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          data-testid="category-create-option"
        >
          {t('favorites.picker.create', { name: newName })}
        </Button>
      )}
    </Stack>
  );
}

/** A category in the picker's list: its name, then how many posts it holds. */
export function CategoryLabel({ category }: { category: FavoriteCategory }) {
  const language = useLanguage();
  return (
    <>
      <Text fz="sm" truncate style={{ flex: 1 }}>
        {category.name}
      </Text>
      <Text fz="xs" c="dimmed">
        {formatNumber(category.postCount, language)}
      </Text>
    </>
  );
}

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
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchCategories } from './match-categories';

interface CategorySearchProps {
  /** The user's categories; undefined while they load. */
  categories: FavoriteCategory[] | undefined;
  loadError: Error | null;
  onRetry(): void;
  /** The API's message for the last change, shown under the box as it is. */
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
  categories,
  loadError,
  onRetry,
  error,
  onCreate,
  isBusy,
  children,
}: CategorySearchProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { matches, newName } = matchCategories(categories ?? [], search);

  async function create() {
    if (newName === null || isBusy) return;
    if (await onCreate(newName)) setSearch('');
  }

  let list: ReactNode;
  if (loadError) {
    list = (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text fz="sm" c="red">
          {loadError.message}
        </Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
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

import { ActionIcon, Group, Select } from '@mantine/core';
import type { FavoriteCategory } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconPlus } from '@tabler/icons-react';
import { formatNumber } from '../../lib/research/format-count';
import { CategoryMenu, type CategoryActions } from './category-menu';

interface CategorySelectProps extends CategoryActions {
  categories: FavoriteCategory[] | undefined;
  selected?: string;
  onSelect(categoryId?: string): void;
  onCreate(): void;
}

const allValue = 'all';

/** On a phone, the categories as a select, with the chosen one's menu and a new category. */
export function CategorySelect({
  categories = [],
  selected,
  onSelect,
  onCreate,
  onRename,
  onDelete,
}: CategorySelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const total = categories.reduce((sum, category) => sum + category.postCount, 0);
  const current = categories.find((category) => category._id === selected);
  const option = (value: string, name: string, count: number) => ({
    value,
    label: `${name} (${formatNumber(count, language)})`,
  });
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        value={selected ?? allValue}
        onChange={(value) => onSelect(value && value !== allValue ? value : undefined)}
        data={[
          option(allValue, t('favorites.categories.all'), total),
          ...categories.map((category) => option(category._id, category.name, category.postCount)),
        ]}
        aria-label={t('favorites.categories.title')}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="favorites-category-select"
      />
      {current && <CategoryMenu category={current} onRename={onRename} onDelete={onDelete} />}
      <ActionIcon
        variant="light"
        size="lg"
        onClick={onCreate}
        aria-label={t('favorites.categories.create')}
        data-testid="favorites-create-category"
      >
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  );
}

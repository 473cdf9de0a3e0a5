import { ActionIcon, Menu } from '@mantine/core';
import type { FavoriteCategory } from '@postradar/contracts';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';

export interface CategoryActions {
  onRename(category: FavoriteCategory): void;
  /** Not offered for the default category, which cannot be deleted. */
  onDelete(category: FavoriteCategory): void;
}

/** Rename and delete one category. */
export function CategoryMenu({
  category,
  onRename,
  onDelete,
}: CategoryActions & {
  category: FavoriteCategory;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('favorites.categories.actions', { name: category.name })}
          data-testid="favorites-category-menu"
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => onRename(category)}
          data-testid="favorites-rename-category"
        >
          {t('favorites.categories.rename')}
        </Menu.Item>
        {!category.isDefault && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onDelete(category)}
            data-testid="favorites-delete-category"
          >
            {t('favorites.categories.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

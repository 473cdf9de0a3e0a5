import { ActionIcon, Badge, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import type { FavoriteCategory } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconHeart, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/research/format-count';
import { CategoryMenu, type CategoryActions } from './category-menu';
import classes from './category-row.module.css';

interface CategoryListProps extends CategoryActions {
  categories: FavoriteCategory[] | undefined;
  /** The category shown; none: every saved post. */
  selected?: string;
  /** The address of a category's list (none: all favorites). */
  hrefOf(categoryId?: string): string;
  onCreate(): void;
}

function Row({
  label,
  count,
  href,
  isActive,
  badge,
  menu,
  testId,
}: {
  label: string;
  count: number;
  href: string;
  isActive: boolean;
  badge?: ReactNode;
  menu?: ReactNode;
  testId: string;
}) {
  const language = useLanguage();
  return (
    <Group
      gap={0}
      wrap="nowrap"
      className={classes.row}
      data-active={isActive || undefined}
      data-testid={testId}
    >
      <Link to={href} className={classes.link} aria-current={isActive ? 'page' : undefined}>
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" fw={isActive ? 700 : 500} truncate title={label}>
            {label}
          </Text>
          {badge}
          <Text fz="xs" c="dimmed" ml="auto" style={{ flexShrink: 0 }}>
            {formatNumber(count, language)}
          </Text>
        </Group>
      </Link>
      {menu}
    </Group>
  );
}

/** The categories beside the saved posts: all favorites, then the default, then by name. */
export function CategoryList({
  categories,
  selected,
  hrefOf,
  onCreate,
  onRename,
  onDelete,
}: CategoryListProps) {
  const { t } = useTranslation();
  const total = categories?.reduce((sum, category) => sum + category.postCount, 0) ?? 0;
  return (
    <Card padding="sm" shadow="xs" data-testid="favorites-categories">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" px={4}>
          <Group gap={6} wrap="nowrap">
            <IconHeart size={16} stroke={1.7} color="var(--mantine-color-red-6)" aria-hidden />
            <Text fw={700} fz="sm">
              {t('favorites.categories.title')}
            </Text>
          </Group>
          <Tooltip label={t('favorites.categories.create')} withArrow>
            <ActionIcon
              variant="light"
              onClick={onCreate}
              aria-label={t('favorites.categories.create')}
              data-testid="favorites-create-category"
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <nav aria-label={t('favorites.categories.title')}>
          <Stack gap={2}>
            <Row
              label={t('favorites.categories.all')}
              count={total}
              href={hrefOf()}
              isActive={!selected}
              testId="favorites-category-all"
            />
            {categories
              ? categories.map((category) => (
                  <Row
                    key={category._id}
                    label={category.name}
                    count={category.postCount}
                    href={hrefOf(category._id)}
                    isActive={selected === category._id}
                    badge={
                      category.isDefault && (
                        <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                          {t('favorites.categories.default')}
                        </Badge>
                      )
                    }
                    menu={
                      <CategoryMenu category={category} onRename={onRename} onDelete={onDelete} />
                    }
                    testId={`favorites-category-${category._id}`}
                  />
                ))
              : [0, 1, 2].map((index) => <Skeleton key={index} h={34} radius="md" />)}
          </Stack>
        </nav>
      </Stack>
    </Card>
  );
}

import {
  Anchor,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { entityListPath, type EntityKind } from '../../lib/entities/entity-kinds';

export interface EntityStat {
  key: string;
  label: string;
  value: ReactNode;
}

/** One figure of an entity: what it counts, and how many. */
function StatTile({ id, label, value }: { id: string; label: string; value: ReactNode }) {
  return (
    <Paper bg="gray.0" radius="md" p="sm" miw={0} data-testid={`stat-${id}`}>
      <Text fz={11} fw={700} tt="uppercase" c="dimmed" truncate>
        {label}
      </Text>
      <Text
        fz={{ base: 'lg', sm: 'xl' }}
        fw={700}
        lh={1.3}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Paper>
  );
}

/** The way back to the list an entity belongs to. */
export function BackToList({ kind }: { kind: EntityKind }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={entityListPath(kind)} fz="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} />
        {t(`entities.detail.back.${kind}`)}
      </Group>
    </Anchor>
  );
}

interface EntityHeaderProps {
  kind: EntityKind;
  picture: ReactNode;
  title: string;
  isMonospace?: boolean;
  /** Facts under the title: username, category, platform, ids. */
  facts?: ReactNode;
  /** Links out and copy buttons. */
  actions?: ReactNode;
  stats: readonly EntityStat[];
  /** Below the figures: the stores of a page, the pixels of a store. */
  children?: ReactNode;
}

/** The top of an entity's screen: who or what it is, its facts and its figures. */
export function EntityHeader({
  kind,
  picture,
  title,
  isMonospace = false,
  facts,
  actions,
  stats,
  children,
}: EntityHeaderProps) {
  return (
    <Stack gap="sm">
      <BackToList kind={kind} />
      <Card withBorder radius="lg" padding="lg" data-testid="entity-header">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="md">
            {/* As wide as the name wants: the actions go below rather than break a store's name. */}
            <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
              {picture}
              <Stack gap={6} miw={0}>
                <Title
                  order={1}
                  fz={{ base: 22, sm: 28 }}
                  ff={isMonospace ? 'monospace' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {title}
                </Title>
                {facts && (
                  <Group gap="xs" c="dimmed" fz="sm">
                    {facts}
                  </Group>
                )}
              </Stack>
            </Group>
            {actions && (
              <Group gap="xs" wrap="wrap">
                {actions}
              </Group>
            )}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: Math.min(stats.length, 5) }} spacing="sm">
            {stats.map((stat) => (
              <StatTile key={stat.key} id={stat.key} label={stat.label} value={stat.value} />
            ))}
          </SimpleGrid>
          {children}
        </Stack>
      </Card>
    </Stack>
  );
}

/** The header's shape while the entity loads. */
export function EntityHeaderSkeleton({ kind }: { kind: EntityKind }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy data-testid="entity-loading">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <BackToList kind={kind} />
      <Card withBorder radius="lg" padding="lg" aria-hidden>
        <Group gap="md" wrap="nowrap">
          <Skeleton height={64} circle />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={22} w="45%" radius="md" />
            <Skeleton h={10} w="30%" radius="xl" />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" mt="lg">
          {[0, 1, 2, 3, 4].map((tile) => (
            <Skeleton key={tile} h={62} radius="md" />
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}

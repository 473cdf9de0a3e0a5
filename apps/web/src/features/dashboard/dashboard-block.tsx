import { Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { TimeAgo, useTranslation } from '@postradar/ui';
import { IconArrowRight, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface DashboardBlockProps {
  title: string;
  /** Its heading's level: 2 for a section of the screen, 3 inside one. @default 2 */
  level?: 2 | 3;
  icon: Icon;
  /** Beside the title: a badge saying how the block was chosen. */
  badge?: ReactNode;
  /** One line under the heading: what the block shows. */
  description?: ReactNode;
  /**
   * When the block's answer was computed: 'Updated 3 minutes ago'; null when it never was, nothing
   * while it loads.
   */
  computedAt?: string | null;
  /** The screen with all of it ('See all'). */
  seeAll?: { to: string; label?: string };
  testId: string;
  children: ReactNode;
}

/** One block of the dashboard: its heading (when computed, where to see all), then its content. */
export function DashboardBlock({
  title,
  level = 2,
  icon: BlockIcon,
  badge,
  description,
  computedAt,
  seeAll,
  testId,
  children,
}: DashboardBlockProps) {
  const { t } = useTranslation();
  return (
    <Stack component="section" gap="sm" miw={0} data-testid={testId}>
      <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon size={32} radius="md" variant="light" aria-hidden>
            <BlockIcon size={18} stroke={1.7} />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Group gap={8} wrap="wrap" style={{ rowGap: 2 }}>
              <Title order={level} fz="md" lh={1.3}>
                {title}
              </Title>
              {badge}
            </Group>
            {computedAt !== undefined && (
              <Text fz="xs" c="dimmed" data-testid={`${testId}-computed`}>
                {computedAt === null ? (
                  t('dashboard.notComputed')
                ) : (
                  <>
                    {t('dashboard.computed')} <TimeAgo time={computedAt} />
                  </>
                )}
              </Text>
            )}
          </Stack>
        </Group>
        {seeAll && (
          <Anchor
            component={Link}
            to={seeAll.to}
            fz="sm"
            fw={600}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            data-testid={`${testId}-see-all`}
          >
            {seeAll.label ?? t('dashboard.seeAll')}
            <IconArrowRight size={14} aria-hidden />
          </Anchor>
        )}
      </Group>
      {description && (
        <Text fz="sm" c="dimmed">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}

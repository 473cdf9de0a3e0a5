import { Badge, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconFocus2,
  IconShirt,
  IconCoffee,
  IconHeartbeat,
  IconTrendingUp,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';

const sampleRows = [
  {
    icon: IconShirt,
    color: 'radar',
    reactions: '12.4K',
    growth: 312,
    domain: 'campfire-tees.store',
    pixel: '4829…0317',
  },
  {
    icon: IconCoffee,
    color: 'orange',
    reactions: '8.1K',
    growth: 148,
    domain: 'pawportrait.shop',
    pixel: '7712…5530',
  },
  {
    icon: IconHeartbeat,
    color: 'pink',
    reactions: '5.7K',
    growth: 96,
    domain: 'nursepride.store',
    pixel: '3305…9821',
  },
] as const;

/** An illustration of the trending view with sample data, labelled as an example. */
export function HeroPreview() {
  const { t } = useTranslation();
  const names = t('landing.preview.rows', { returnObjects: true });
  return (
    <Paper className={classes.preview} radius="lg" p="lg" shadow="xl" aria-hidden="true">
      <Group justify="space-between" mb="md">
        <Group gap={8}>
          <ThemeIcon size={28} radius="md" color="teal" variant="light">
            <IconTrendingUp size={17} />
          </ThemeIcon>
          <Text fw={700} fz="sm">
            {t('landing.preview.title')}
          </Text>
        </Group>
        <Badge variant="outline" color="gray" size="sm">
          {t('landing.preview.label')}
        </Badge>
      </Group>
      <Stack gap="sm">
        {sampleRows.map((row, index) => (
          <Paper key={row.domain} withBorder radius="md" p="sm" className={classes.previewRow}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light" color={row.color}>
                <row.icon size={24} stroke={1.5} />
              </ThemeIcon>
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fz="sm" fw={600} truncate="end">
                    {names[index]}
                  </Text>
                  <Badge color="teal" variant="light" size="sm" style={{ flexShrink: 0 }}>
                    +{row.growth}%
                  </Badge>
                </Group>
                <Progress
                  value={Math.min(100, row.growth / 3.3)}
                  size={6}
                  radius="xl"
                  color="radar.5"
                />
                <Group gap="md" wrap="nowrap">
                  <Text fz={11} c="dimmed">
                    <b>{row.reactions}</b> {t('landing.preview.reactions')}
                  </Text>
                  <Group gap={3} wrap="nowrap" visibleFrom="xs">
                    <IconWorld size={12} color="var(--mantine-color-gray-6)" />
                    <Text fz={11} c="dimmed" truncate="end">
                      {row.domain}
                    </Text>
                  </Group>
                  <Group gap={3} wrap="nowrap" visibleFrom="sm">
                    <IconFocus2 size={12} color="var(--mantine-color-gray-6)" />
                    <Text fz={11} c="dimmed">
                      {row.pixel}
                    </Text>
                  </Group>
                </Group>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}

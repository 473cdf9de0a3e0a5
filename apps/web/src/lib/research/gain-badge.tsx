import { Badge, Group, Text } from '@mantine/core';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconBolt, IconTrendingUp } from '@tabler/icons-react';
import { formatCompact, formatNumber, formatRatio } from './format-count';

export type GainField = 'reactions' | 'comments' | 'shares';

/** '+12.3K in 24 h' (reactions) or '+310 shares in 24 h' in growth green; nothing when nothing was gained. */
export function GainBadge({ field, value }: { field: GainField; value: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (value <= 0) return null;
  return (
    <Badge
      color="teal"
      variant="light"
      leftSection={<IconTrendingUp size={12} aria-hidden />}
      aria-label={t('research.card.gainLabel', {
        field: t(`research.card.${field}`),
        value: formatNumber(value, language),
      })}
      data-testid="post-gain"
      style={{ textTransform: 'none' }}
    >
      {t(`research.card.gain24h.${field}`, { value: formatCompact(value, language) })}
    </Badge>
  );
}

/**
 * The measure a trending or spike sort ranks by, large at the top of a card: the reactions gained
 * in 24 hours, or how many times its usual pace the post grew in the last hour.
 */
export function HighlightBand({
  kind,
  field,
  gain,
  spike,
}: {
  kind: 'gain' | 'spike';
  field: GainField;
  gain: number;
  spike: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px="sm"
      py={8}
      bg="var(--mantine-color-teal-light)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="post-highlight"
    >
      {kind === 'gain' ? (
        <IconTrendingUp size={20} color="var(--mantine-color-teal-7)" aria-hidden />
      ) : (
        <IconBolt size={20} color="var(--mantine-color-teal-7)" aria-hidden />
      )}
      <Text fw={800} fz="lg" c="teal.8" lh={1.1}>
        {kind === 'gain'
          ? `+${formatCompact(gain, language)}`
          : t('research.card.spike', { value: formatRatio(spike, language) })}
      </Text>
      <Text fz="xs" c="teal.9" lh={1.2}>
        {kind === 'gain'
          ? t(`research.card.gainCaptions.${field}`)
          : t(`research.card.spikeCaptions.${field}`)}
      </Text>
    </Group>
  );
}

import { useLanguage, useTranslation } from '@postradar/ui';
import { IconBolt, IconTrendingUp } from '@tabler/icons-react';
import { formatCompact, formatNumber, formatRatio } from './format-count';
import classes from './gain-badge.module.css';
import { PlainBadge } from './plain-badge';

export type GainField = 'reactions' | 'comments' | 'shares';

/** '+12.3K in 24 h' (reactions) or '+310 shares in 24 h' in growth green; nothing when nothing was gained. */
export function GainBadge({ field, value }: { field: GainField; value: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (value <= 0) return null;
  return (
    <PlainBadge
      color="teal"
      variant="light"
      asWritten
      leftSection={<IconTrendingUp size={12} aria-hidden />}
      aria-label={t('research.card.gainLabel', {
        field: t(`research.card.${field}`),
        value: formatNumber(value, language),
      })}
      data-testid="post-gain"
    >
      {t(`research.card.gain24h.${field}`, { value: formatCompact(value, language) })}
    </PlainBadge>
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
    <div className={classes.band} data-testid="post-highlight">
      {kind === 'gain' ? (
        <IconTrendingUp size={20} color="var(--mantine-color-teal-7)" aria-hidden />
      ) : (
        <IconBolt size={20} color="var(--mantine-color-teal-7)" aria-hidden />
      )}
      <p className={classes.measure}>
        {kind === 'gain'
          ? `+${formatCompact(gain, language)}`
          : t('research.card.spike', { value: formatRatio(spike, language) })}
      </p>
      <p className={classes.caption}>
        {kind === 'gain'
          ? t(`research.card.gainCaptions.${field}`)
          : t(`research.card.spikeCaptions.${field}`)}
      </p>
    </div>
  );
}

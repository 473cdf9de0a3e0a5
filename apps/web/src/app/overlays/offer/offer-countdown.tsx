import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import type { TimeLeft } from '../../../lib/offer/use-countdown';
import classes from './offer-popup.module.css';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The time left until the offer ends: days, hours, minutes and seconds, ticking. */
export function OfferCountdown({ left }: { left: TimeLeft }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fz="sm" c="rgba(255,255,255,0.85)" fw={600}>
        {t('offer.endsIn')}
      </Text>
      <SimpleGrid cols={4} spacing={8} role="timer" aria-live="off" data-testid="offer-countdown">
        {units.map((unit) => (
          <div key={unit} className={classes.tile} data-testid={`offer-countdown-${unit}`}>
            <div className={classes.number}>{String(left[unit]).padStart(2, '0')}</div>
            <Text fz={11} tt="uppercase" c="rgba(255,255,255,0.8)" lh={1.4} truncate>
              {t(`offer.countdown.${unit}`, { count: left[unit] })}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Text } from '@mantine/core';
import { formatFullDate, formatTimeAgo, toDate } from '@postradar/i18n';
import { useEffect, useState } from 'react';
import { useHoverTooltip } from './use-hover-tooltip';
import { useIsMobile } from './use-is-mobile';
import { useLanguage } from './use-language';
import { useTranslation } from './use-translation';

/** The full time shows after the pointer rests 300 ms. */
export const timeAgoTooltipDelayMs = 300;
const refreshEveryMs = 60_000;

export interface TimeAgoProps {
  /** The moment to show, an ISO 8601 string. */
  time: string;
}

/**
 * '3 hours ago' / '3 giờ trước', kept current each minute. On desktop a tooltip gives the full
 * date and time after 300 ms; on mobile (480 px or less) there is no tooltip. The tooltip is only
 * created once the pointer first enters the date: a page of result cards shows dozens of dates.
 */
export function TimeAgo({ time }: TimeAgoProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isMobile = useIsMobile();
  const [, setTick] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), refreshEveryMs);
    return () => clearInterval(timer);
  }, []);

  const moment = toDate(time);
  const isValid = !Number.isNaN(moment.getTime());
  const { targetProps, tooltip } = useHoverTooltip<HTMLTimeElement>(
    isValid ? formatFullDate(moment, language) : null,
    { openDelay: timeAgoTooltipDelayMs, disabled: isMobile || !isValid, withArrow: true },
  );
  if (!isValid) {
    return (
      <Text span inherit c="dimmed" title={time}>
        {t('components.timeAgo.invalid')}
      </Text>
    );
  }

  return (
    <>
      <Text {...targetProps} component="time" inherit dateTime={moment.toISOString()}>
        {formatTimeAgo(moment, new Date(), language)}
      </Text>
      {tooltip}
    </>
  );
}

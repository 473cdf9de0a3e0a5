import { Text, Tooltip } from '@mantine/core';
import { formatFullDate } from '@postradar/i18n';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useEffect, useState } from 'react';
import { useTranslation } from './use-translation';
import { useIsMobile } from './use-is-mobile';
import { useLanguage } from './use-language';

dayjs.extend(customParseFormat);

/** The full time shows after the pointer rests 300 ms. */
export const timeAgoTooltipDelayMs = 300;
const refreshEveryMs = 60_000;

export interface TimeAgoProps {
  /** The moment to show: an ISO string, or a string in `format`. */
  time: string;
  /** dayjs parse format of `time` (e.g. 'YYYY-MM-DD HH:mm'); ISO 8601 when left out. */
  format?: string;
}

/**
 * '3 hours ago' / '3 giờ trước', kept current each minute. On desktop a tooltip gives the full
 * date and time after 300 ms; on mobile (480 px or less) there is no tooltip.
 */
export function TimeAgo({ time, format }: TimeAgoProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isMobile = useIsMobile();
  const [, setTick] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), refreshEveryMs);
    return () => clearInterval(timer);
  }, []);

  const moment = format ? dayjs(time, format) : dayjs(time);
  if (!moment.isValid()) {
    return (
      <Text span inherit c="dimmed" title={time}>
        {t('components.timeAgo.invalid')}
      </Text>
    );
  }

  return (
    <Tooltip
      label={formatFullDate(moment, language)}
      openDelay={timeAgoTooltipDelayMs}
      disabled={isMobile}
      withArrow
    >
      <Text component="time" inherit dateTime={moment.toISOString()}>
        {moment.locale(language).fromNow()}
      </Text>
    </Tooltip>
  );
}

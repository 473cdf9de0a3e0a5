import { Text } from '@mantine/core';
import { formatFullDate } from '@postradar/i18n';
import dayjs from 'dayjs';
import { use, useEffect, useState } from 'react';
import { useHoverTooltip } from './use-hover-tooltip';
import { useIsMobile } from './use-is-mobile';
import { useLanguage } from './use-language';
import { useTranslation } from './use-translation';

let formatsParsed: Promise<void> | undefined;

/**
 * Ready once dayjs reads times in a given format: its plugin for that loads with the first time
 * given one (the research screens' dates are all ISO 8601).
 */
function whenFormatsParse(): Promise<void> {
  formatsParsed ??= import('dayjs/plugin/customParseFormat').then(({ default: plugin }) => {
    dayjs.extend(plugin);
  });
  return formatsParsed;
}

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
 * date and time after 300 ms; on mobile (480 px or less) there is no tooltip. The tooltip is only
 * created once the pointer first enters the date: a page of result cards shows dozens of dates.
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

  if (format) use(whenFormatsParse());
  const moment = format ? dayjs(time, format) : dayjs(time);
  const isValid = moment.isValid();
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
        {moment.locale(language).fromNow()}
      </Text>
      {tooltip}
    </>
  );
}

import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconCalendar } from '@tabler/icons-react';
import { dayjs } from '../dayjs';
import { dateFormats } from '@postradar/i18n';

interface CreatedRangePickerProps {
  createdFrom: string;
  createdTo: string;
  /** The latest day that can be picked (today). */
  now: number;
  onChange(createdFrom: string, createdTo: string): void;
}

/** A day ('2026-11-18') for the date picker, from a day or a moment of the address. */
function toDay(value: string): string | null {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}

/**
 * The custom range of creation days. Its own module so that the date pickers load only once a
 * visitor chooses a custom range.
 */
export function CreatedRangePicker({
  createdFrom,
  createdTo,
  now,
  onChange,
}: CreatedRangePickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: language === 'vi' ? 1 : 0 }}>
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        value={[toDay(createdFrom), toDay(createdTo)]}
        onChange={([from, to]) => onChange(from ?? '', to ?? '')}
        aria-label={t('research.filters.createdRange')}
        placeholder={t('research.filters.createdRangePlaceholder')}
        valueFormat={dateFormats[language].date}
        leftSection={<IconCalendar size={16} stroke={1.7} />}
        clearable
        maxDate={dayjs(now).format('YYYY-MM-DD')}
        data-testid="filter-created-range"
      />
    </DatesProvider>
  );
}

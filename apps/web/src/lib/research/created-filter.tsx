import '@mantine/dates/styles.css';
import { Chip, Group, Input, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useLanguage } from '@postradar/ui';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createdChoice, createdPresets, presetStart, type CreatedChoice } from './created-presets';

const choices: CreatedChoice[] = ['any', ...createdPresets, 'custom'];

interface CreatedFilterProps {
  createdFrom: string;
  createdTo: string;
  onChange(createdFrom: string, createdTo: string): void;
  error?: string;
}

/** A day ('2026-11-18') for the date picker, from a day or a moment of the address. */
function toDay(value: string): string | null {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}

/** Created time: any, the last 24 hours, 7, 30 or 90 days, or a custom range of days. */
export function CreatedFilter({ createdFrom, createdTo, onChange, error }: CreatedFilterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [now] = useState(Date.now);
  const [isCustomChosen, setCustomChosen] = useState(false);
  const current = createdChoice(createdFrom, createdTo, now);
  const shown: CreatedChoice = isCustomChosen ? 'custom' : current;

  function choose(value: string) {
    const choice = value as CreatedChoice;
    setCustomChosen(choice === 'custom');
    if (choice === 'any') onChange('', '');
    else if (choice !== 'custom') onChange(presetStart(choice, Date.now()), '');
  }

  return (
    <Input.Wrapper label={t('research.filters.created')} error={error}>
      <Stack gap="xs" mt={6}>
        <Chip.Group multiple={false} value={shown} onChange={choose}>
          <Group gap={6} data-testid="filter-created">
            {choices.map((choice) => (
              <Chip key={choice} value={choice} size="sm" variant="light">
                {t(`research.filters.createdChoices.${choice}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {shown === 'custom' && (
          <DatesProvider settings={{ locale: language, firstDayOfWeek: language === 'vi' ? 1 : 0 }}>
            <DatePickerInput
              type="range"
              allowSingleDateInRange
              value={[toDay(createdFrom), toDay(createdTo)]}
              onChange={([from, to]) => onChange(from ?? '', to ?? '')}
              aria-label={t('research.filters.createdRange')}
              placeholder={t('research.filters.createdRangePlaceholder')}
              valueFormat={language === 'vi' ? 'DD/MM/YYYY' : 'MMM D, YYYY'}
              leftSection={<IconCalendar size={16} stroke={1.7} />}
              clearable
              maxDate={dayjs(now).format('YYYY-MM-DD')}
              data-testid="filter-created-range"
            />
          </DatesProvider>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

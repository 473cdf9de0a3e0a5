import { Chip, Group, Input, Stack } from '@mantine/core';
import { LoadingPlaceholder, useTranslation } from '@postradar/ui';
import { lazy, useState } from 'react';
import { LazyBoundary } from '../../components/lazy-boundary';
import { createdChoice, createdPresets, presetStart, type CreatedChoice } from './created-presets';

/** The date pickers are needed only once a custom range is chosen. */
const CreatedRangePicker = lazy(() =>
  import('./created-range-picker').then((module) => ({ default: module.CreatedRangePicker })),
);

const choices: CreatedChoice[] = ['any', ...createdPresets, 'custom'];

interface CreatedFilterProps {
  createdFrom: string;
  createdTo: string;
  onChange(createdFrom: string, createdTo: string): void;
  error?: string;
}

/** Created time: any, the last 24 hours, 7, 30 or 90 days, or a custom range of days. */
export function CreatedFilter({ createdFrom, createdTo, onChange, error }: CreatedFilterProps) {
  const { t } = useTranslation();
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
          <LazyBoundary name="date picker" fallback={<LoadingPlaceholder variant="inline" />}>
            <CreatedRangePicker
              createdFrom={createdFrom}
              createdTo={createdTo}
              now={now}
              onChange={onChange}
            />
          </LazyBoundary>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

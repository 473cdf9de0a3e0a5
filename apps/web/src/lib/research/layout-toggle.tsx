import { ActionIcon } from '@mantine/core';
import { OnDemandTooltip, useTranslation } from '@postradar/ui';
import { IconLayoutGrid, IconLayoutList } from '@tabler/icons-react';
import type { ResultsLayout } from './use-results-layout';

const layouts = [
  { value: 'grid', label: 'research.results.grid', Icon: IconLayoutGrid },
  { value: 'list', label: 'research.results.list', Icon: IconLayoutList },
] as const;

interface LayoutToggleProps {
  layout: ResultsLayout;
  onLayoutChange(layout: ResultsLayout): void;
}

/**
 * Grid or list: two joined buttons, the chosen one pressed. (Mantine's SegmentedControl measures
 * its sliding indicator, a forced layout each time the results below it change.)
 */
export function LayoutToggle({ layout, onLayoutChange }: LayoutToggleProps) {
  const { t } = useTranslation();
  return (
    <ActionIcon.Group
      role="group"
      aria-label={t('research.results.layout')}
      style={{ flexShrink: 0 }}
      data-testid="results-layout"
    >
      {layouts.map(({ value, label, Icon }) => (
        <OnDemandTooltip key={value} label={t(label)}>
          <ActionIcon
            size={36}
            variant={layout === value ? 'filled' : 'default'}
            aria-label={t(label)}
            aria-pressed={layout === value}
            onClick={() => onLayoutChange(value)}
          >
            <Icon size={18} stroke={1.7} />
          </ActionIcon>
        </OnDemandTooltip>
      ))}
    </ActionIcon.Group>
  );
}

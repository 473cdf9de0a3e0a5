import { ActionIcon, Group, Text } from '@mantine/core';
import type { PostSort } from '@postradar/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { OnDemandSelect, OnDemandTooltip, useTranslation } from '@postradar/ui';
import { isExplainedSort } from './sort-hint';

const loadSortOption = () => import('./sort-option').then((module) => module.renderSortOption);

interface SortSelectProps {
  sorts: readonly PostSort[];
  value: string;
  onChange(sort: PostSort): void;
  error?: string;
}

/** An info mark whose tooltip says what a sort measures; it opens on hover, focus and touch. */
export function SortHint({ sort }: { sort: string }) {
  const { t } = useTranslation();
  if (!isExplainedSort(sort)) return null;
  const hint = t(`research.sorts.hints.${sort}`);
  return (
    <OnDemandTooltip label={hint} width={260} withFocus withTouch>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`${t('research.sorts.about')}: ${hint}`}
        data-testid={`sort-hint-${sort}`}
      >
        <IconInfoCircle size={16} stroke={1.7} />
      </ActionIcon>
    </OnDemandTooltip>
  );
}

/** The sort of the results; trending and the spike sorts carry their meaning in a tooltip. */
export function SortSelect({ sorts, value, onChange, error }: SortSelectProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" w="100%">
      <Text fz="sm" c="dimmed" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('research.sorts.label')}
      </Text>
      <OnDemandSelect<PostSort>
        value={value as PostSort}
        onChange={(sort) => {
          if (sort) onChange(sort);
        }}
        data={sorts.map((sort) => ({ value: sort, label: t(`research.sorts.names.${sort}`) }))}
        aria-label={t('research.sorts.label')}
        allowDeselect={false}
        checkIconPosition="right"
        w={{ base: '100%', sm: 220 }}
        miw={0}
        style={{ flex: '1 1 auto' }}
        maxDropdownHeight={400}
        error={error}
        comboboxProps={{ withinPortal: true, width: 300 }}
        loadRenderOption={loadSortOption}
        data-testid="results-sort"
      />
      <SortHint sort={value} />
    </Group>
  );
}

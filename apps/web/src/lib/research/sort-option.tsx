import { Group, Text, Tooltip } from '@mantine/core';
import type { ComboboxItem, ComboboxLikeRenderOptionInput } from '@mantine/core';
import type { PostSort } from '@postradar/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { isExplainedSort } from './sort-hint';

/** A sort in the sort select's list; trending and the spike sorts carry their meaning in a tooltip. */
function SortOption({ option }: { option: ComboboxItem<PostSort> }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} justify="space-between" wrap="nowrap" w="100%">
      <Text fz="sm">{option.label}</Text>
      {isExplainedSort(option.value) && (
        <Tooltip
          label={t(`research.sorts.hints.${option.value}`)}
          multiline
          w={240}
          position="right"
        >
          <IconInfoCircle
            size={15}
            stroke={1.7}
            color="var(--mantine-color-gray-6)"
            aria-label={t(`research.sorts.hints.${option.value}`)}
          />
        </Tooltip>
      )}
    </Group>
  );
}

/**
 * The sort select's option renderer, loaded with the select's own code when the select is first
 * used (its tooltips are not part of the research screens' first script).
 */
export function renderSortOption({
  option,
}: ComboboxLikeRenderOptionInput<ComboboxItem<PostSort>>) {
  return <SortOption option={option} />;
}

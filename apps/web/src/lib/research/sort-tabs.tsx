import { Stack, Tabs, Text } from '@mantine/core';
import type { PostSort } from '@postradar/contracts';
import { IconBolt, IconTrendingUp } from '@tabler/icons-react';
import { OnDemandTooltip, useTranslation } from '@postradar/ui';
import { isExplainedSort } from './sort-hint';
import classes from './sort-tabs.module.css';

interface SortTabsProps {
  sorts: readonly PostSort[];
  value: string;
  onChange(sort: PostSort): void;
}

/**
 * One tab per sort (the trending screen: trending and the three spikes), each explained in a
 * tooltip, and the current one's meaning under the tabs (phones have no hover).
 */
export function SortTabs({ sorts, value, onChange }: SortTabsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Tabs
        value={value}
        onChange={(sort) => {
          if (sort) onChange(sort as PostSort);
        }}
        variant="pills"
        radius="xl"
        data-testid="sort-tabs"
      >
        <Tabs.List className={classes.list}>
          {sorts.map((sort) => {
            const tab = (
              <Tabs.Tab
                key={sort}
                value={sort}
                leftSection={
                  sort === 'trending' ? <IconTrendingUp size={16} /> : <IconBolt size={16} />
                }
                data-testid={`sort-tab-${sort}`}
                className={classes.tab}
                style={{ whiteSpace: 'nowrap' }}
              >
                {t(`research.sorts.names.${sort}`)}
              </Tabs.Tab>
            );
            return isExplainedSort(sort) ? (
              <OnDemandTooltip
                key={sort}
                label={t(`research.sorts.hints.${sort}`)}
                width={260}
                withFocus
              >
                {tab}
              </OnDemandTooltip>
            ) : (
              tab
            );
          })}
        </Tabs.List>
      </Tabs>
      {isExplainedSort(value) && (
        <Text fz="sm" c="dimmed" data-testid="sort-tabs-hint">
          {t(`research.sorts.hints.${value}`)}
        </Text>
      )}
    </Stack>
  );
}

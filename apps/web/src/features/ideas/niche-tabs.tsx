import { Badge, ScrollArea, Skeleton, Tabs } from '@mantine/core';
import { useLanguage, useTranslation } from '@postradar/ui';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../lib/research/format-count';

interface NicheTabsProps {
  /** The niches that have ideas, with how many, the most first; undefined while they load. */
  niches: readonly { niche: string; ideas: number }[] | undefined;
  /** The niche shown; none: every niche. */
  selected: string | undefined;
  onSelect(niche: string | undefined): void;
}

const allTab = 'all';
const tabOf = (niche: string) => `niche:${niche}`;

/**
 * One tab for every niche and one per niche, each with its count. On a phone the tabs scroll
 * sideways, the current one brought into view.
 */
export function NicheTabs({ niches, selected, onSelect }: NicheTabsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const viewportRef = useRef<HTMLDivElement>(null);
  const value = selected === undefined ? allTab : tabOf(selected);
  useEffect(() => {
    const viewport = viewportRef.current;
    const active = viewport?.querySelector('[data-active]');
    if (!viewport || !active) return;
    const offset = active.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
    viewport.scrollLeft += offset - (viewport.clientWidth - active.clientWidth) / 2;
  }, [value, niches]);

  if (!niches) return <Skeleton h={36} radius="xl" w={320} maw="100%" />;
  const total = niches.reduce((sum, item) => sum + item.ideas, 0);
  const tab = (tabValue: string, label: string, count: number) => (
    <Tabs.Tab
      key={tabValue}
      value={tabValue}
      rightSection={
        <Badge size="sm" variant={tabValue === value ? 'white' : 'light'}>
          {formatNumber(count, language)}
        </Badge>
      }
      // Each tab keeps its width: the row scrolls sideways rather than squeezing the counts.
      style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      data-testid="niche-tab"
    >
      {label}
    </Tabs.Tab>
  );

  return (
    <Tabs
      value={value}
      onChange={(next) => {
        if (next) onSelect(next === allTab ? undefined : next.slice(tabOf('').length));
      }}
      variant="pills"
      radius="xl"
      aria-label={t('ideas.niches.label')}
      data-testid="niche-tabs"
    >
      <ScrollArea type="never" offsetScrollbars={false} viewportRef={viewportRef}>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {tab(allTab, t('ideas.niches.all'), total)}
          {niches.map((item) => tab(tabOf(item.niche), item.niche, item.ideas))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}

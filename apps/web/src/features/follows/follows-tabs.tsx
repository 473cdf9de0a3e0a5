import { Badge, Tabs } from '@mantine/core';
import type { FollowSummary } from '@postradar/contracts';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { entityIcons } from '../../lib/entities/entity-kinds';
import { followTabs, type FollowTab } from './follows-address';

const tabIcons = { ...entityIcons, blacklist: IconEyeOff };

/** The badge of a tab: how many follows have new posts, or how many items are ignored. */
function tabBadge(tab: FollowTab, summary: FollowSummary): number {
  if (tab === 'blacklist') return summary.ignored;
  if (tab === 'pages') return summary.withNewPosts.page;
  if (tab === 'domains') return summary.withNewPosts.domain;
  return summary.withNewPosts.pixel;
}

/** Pages, Domains, Pixels (each badged with its follows having new posts) and Blacklist. */
export function FollowsTabs({
  value,
  summary,
  onChange,
}: {
  value: FollowTab;
  summary: FollowSummary | undefined;
  onChange(tab: FollowTab): void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(tab) => {
        if (tab && tab !== value) onChange(tab as FollowTab);
      }}
      variant="pills"
      radius="xl"
      aria-label={t('follows.tabs.label')}
    >
      <Tabs.List>
        {followTabs.map((tab) => {
          const TabIcon = tabIcons[tab];
          const count = summary ? tabBadge(tab, summary) : 0;
          const isBlacklist = tab === 'blacklist';
          return (
            <Tabs.Tab
              key={tab}
              value={tab}
              leftSection={<TabIcon size={16} stroke={1.7} />}
              rightSection={
                count > 0 ? (
                  <Badge
                    size="sm"
                    circle={count < 10}
                    variant={isBlacklist ? 'light' : 'filled'}
                    color={isBlacklist ? 'gray' : 'orange'}
                    aria-label={t(
                      isBlacklist ? 'follows.tabs.ignored' : 'follows.tabs.withNewPosts',
                      {
                        count,
                      },
                    )}
                    data-testid={`follows-badge-${tab}`}
                  >
                    {count > 99 ? '99+' : count}
                  </Badge>
                ) : undefined
              }
              data-testid={`follows-tab-${tab}`}
            >
              {t(`follows.tabs.${tab}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}

import { Text } from '@mantine/core';
import type { ResearchGroup } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { formatNumber } from '../research/format-count';

/** How many pages, domains and pixels a group holds: "3 pages · 1 domain · 0 pixels". */
export function GroupCounts({
  group,
  fz = 'xs',
}: {
  group: Pick<ResearchGroup, 'pageCount' | 'domainCount' | 'pixelCount'>;
  fz?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (key: 'page' | 'domain' | 'pixel', value: number) =>
    t(`groups.members.${key}`, { count: value, formatted: formatNumber(value, language) });
  return (
    <Text fz={fz} c="dimmed" truncate data-testid="group-counts">
      {[
        count('page', group.pageCount),
        count('domain', group.domainCount),
        count('pixel', group.pixelCount),
      ].join(' · ')}
    </Text>
  );
}

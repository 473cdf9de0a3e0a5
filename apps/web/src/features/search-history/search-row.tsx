import { Badge, Group, Text } from '@mantine/core';
import { useLanguage, useTranslation } from '@postradar/ui';
import type { ReactNode } from 'react';
import { ListRow } from '../../lib/collections/row-list';
import { searchScreenLabel } from '../../lib/collections/search-screen-label';
import type { StoredSearch } from '../../lib/collections/stored-search';
import { describeSearch } from './describe-search';

/** The screen a search ran on and its parameters in words ('“mug” · Photo · Sorted by …'). */
export function SearchSummary({ search, isStrong }: { search: StoredSearch; isStrong: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const parts = describeSearch(search.params, t, language);
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" miw={0}>
      <Badge variant="light" radius="sm" style={{ flexShrink: 0 }} data-testid="search-screen">
        {searchScreenLabel(search.path, t)}
      </Badge>
      <Text
        fz="sm"
        fw={isStrong ? 600 : 400}
        c={parts.length === 0 || !isStrong ? 'dimmed' : undefined}
        lineClamp={2}
        style={{ wordBreak: 'break-word' }}
        data-testid="search-summary"
      >
        {parts.length > 0 ? parts.join(' · ') : t('searchHistory.summary.everything')}
      </Text>
    </Group>
  );
}

/** One search of a list: what it is on the left, its actions on the right (below on a phone). */
export function SearchRow({
  children,
  actions,
  testId,
}: {
  children: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  return (
    <ListRow
      testId={testId}
      aside={
        // Its actions keep to one line beside the search, and wrap on a screen too narrow for them.
        <Group gap={6} wrap="wrap" style={{ flexShrink: 0, maxWidth: '100%' }}>
          {actions}
        </Group>
      }
    >
      {children}
    </ListRow>
  );
}

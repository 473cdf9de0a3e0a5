import { Box, Group, Loader, Text } from '@mantine/core';
import { perPageChoices } from '@postradar/contracts';
import { OnDemandSelect, useLanguage, useTranslation } from '@postradar/ui';
import type { ReactNode } from 'react';
import { AddAllFavorites } from '../collections/add-all-favorites';
import { SaveSearchButton } from '../collections/save-search-button';
import type { StoredSearch } from '../collections/stored-search';
import { formatTotal } from './format-count';
import { LayoutToggle } from './layout-toggle';
import type { ResultsLayout } from './use-results-layout';

interface ResultsToolbarProps {
  /** The result count, once known. */
  total?: { total: number; isCapped: boolean };
  /** What the results are: ads only, or posts (with or without ads). */
  noun: 'posts' | 'ads';
  isUpdating: boolean;
  /** The sort control, when the sort is chosen here (not by tabs). */
  sort?: ReactNode;
  perPage: string;
  onPerPageChange(perPage: string): void;
  perPageError?: string;
  layout: ResultsLayout;
  onLayoutChange(layout: ResultsLayout): void;
  /** The search on screen as it can be saved, on a screen whose searches are kept. */
  search?: StoredSearch;
  /**
   * The posts of the page on screen, null while they load: given, 'Add all to favorites' saves
   * them into a category. It shows while they load (unusable: the toolbar keeps its height when
   * they come) and goes when the page has none.
   */
  postIds?: readonly string[] | null;
}

/** Below the tablet width, a control of the toolbar that takes a row of its own. */
const wholeRowOnPhones = { base: '1 1 100%', sm: '0 0 auto' };

/**
 * Above the results: how many there are ('1,000+' when the count stopped), adding them all to
 * favorites, sort, page size, layout.
 */
export function ResultsToolbar({
  total,
  noun,
  isUpdating,
  sort,
  perPage,
  onPerPageChange,
  perPageError,
  layout,
  onLayoutChange,
  search,
  postIds,
}: ResultsToolbarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="results-toolbar">
      <Group gap="xs" wrap="nowrap" mih={36}>
        {total && (
          <Text fw={700} fz="lg" data-testid="results-total" aria-live="polite">
            {t(noun === 'ads' ? 'research.results.countAds' : 'research.results.count', {
              count: total.total,
              formatted: formatTotal(total.total, total.isCapped, language),
            })}
          </Text>
        )}
        {isUpdating && (
          <Group gap={6} wrap="nowrap" role="status" data-testid="results-updating">
            <Loader size={14} />
            <Text fz="sm" c="dimmed">
              {t('research.results.updating')}
            </Text>
          </Group>
        )}
      </Group>
      <Group gap="sm" wrap="wrap" style={{ flexGrow: 1, justifyContent: 'flex-end' }} miw={0}>
        {search && (
          <Box flex={wholeRowOnPhones}>
            <SaveSearchButton search={search} />
          </Box>
        )}
        {postIds !== undefined && (postIds === null || postIds.length > 0) && (
          <Box flex={wholeRowOnPhones}>
            <AddAllFavorites postIds={postIds ?? []} />
          </Box>
        )}
        {sort && <Box flex={wholeRowOnPhones}>{sort}</Box>}
        <OnDemandSelect
          value={perPage}
          onChange={(value) => {
            if (value) onPerPageChange(value);
          }}
          data={perPageChoices.map((choice) => ({
            value: String(choice),
            label: t('research.results.perPageOption', { count: choice }),
          }))}
          aria-label={t('research.results.perPage')}
          allowDeselect={false}
          checkIconPosition="right"
          w={{ base: 'auto', sm: 140 }}
          flex={{ base: 1, sm: 'none' }}
          error={perPageError}
          comboboxProps={{ withinPortal: true }}
          data-testid="results-per-page"
        />
        <LayoutToggle layout={layout} onLayoutChange={onLayoutChange} />
      </Group>
    </Group>
  );
}

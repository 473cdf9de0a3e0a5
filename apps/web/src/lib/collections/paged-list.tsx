import { Box, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PageOf } from '@postradar/search';
import { useLanguage } from '@postradar/ui';
import type { Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { ListSkeleton, LoadFailed } from '../entities/entity-states';
import { formatTotal } from '../research/format-count';
import type { PerPage } from './collection-address';
import { CollectionEmpty } from './collection-empty';
import { ListPager } from './list-pager';
import { ListToolbar } from './list-toolbar';
import { useCollectionErrorText } from './use-collection-error-text';

interface PagedListProps<T, A extends { page: number; perPage: PerPage }> {
  list: UseQueryResult<PageOf<T>>;
  /** The list's place in the address, and a way to move (false when it would not change). */
  address: A;
  go(address: A): boolean;
  /** '12 groups': the count above the list. */
  countLabel(count: number, formatted: string): string;
  /** Controls beside the page size (a filter, Clear history). */
  controls?: ReactNode;
  /** The title of the failure panel ('The list could not be loaded.'). */
  failedTitle: string;
  /** What shows when the list holds nothing at all. */
  empty: ReactNode;
  /** The texts shown instead of a page past the end (a list that shrank), with a way to page 1. */
  pastEnd: { icon: Icon; title: string; hint?: string; firstPage: string };
  renderRows(docs: T[]): ReactNode;
  /** Test ids: this followed by '-total', '-per-page', '-loading', '-error', '-empty'. */
  testId: string;
}

/**
 * A paged list of the user's collections: its count, controls and page size above; rows in its
 * shape while it loads, the failure with a retry, empty, past the end, or its rows (dimmed while
 * the next page loads); the pager below. The page and its size live in the address.
 */
export function PagedList<T, A extends { page: number; perPage: PerPage }>({
  list,
  address,
  go,
  countLabel,
  controls,
  failedTitle,
  empty,
  pastEnd,
  renderRows,
  testId,
}: PagedListProps<T, A>) {
  const language = useLanguage();
  const errorText = useCollectionErrorText();
  const isCompact = useMediaQuery('(max-width: 48em)') ?? false;
  const topRef = useRef<HTMLDivElement>(null);
  const data = list.data;

  function goToPage(page: number) {
    if (go({ ...address, page })) topRef.current?.scrollIntoView({ block: 'start' });
  }

  let content: ReactNode;
  if (list.isError) {
    content = (
      <LoadFailed
        title={failedTitle}
        message={errorText(list.error)}
        error={list.error}
        onRetry={() => void list.refetch()}
        testId={testId}
      />
    );
  } else if (!data) {
    content = <ListSkeleton isCompact={isCompact} rows={6} testId={testId} />;
  } else if (data.docs.length === 0 && data.page > 1 && data.total > 0) {
    content = (
      <CollectionEmpty
        icon={pastEnd.icon}
        title={pastEnd.title}
        hint={pastEnd.hint}
        action={{ label: pastEnd.firstPage, onClick: () => goToPage(1) }}
        testId={`${testId}-empty`}
      />
    );
  } else if (data.docs.length === 0) {
    content = empty;
  } else {
    content = (
      <Box
        aria-busy={list.isPlaceholderData}
        style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}
      >
        {renderRows(data.docs)}
      </Box>
    );
  }

  return (
    <Stack ref={topRef} gap="md" style={{ scrollMarginTop: 80 }}>
      <ListToolbar
        count={data && countLabel(data.total, formatTotal(data.total, data.totalCapped, language))}
        perPage={address.perPage}
        onPerPageChange={(perPage) => go({ ...address, perPage, page: 1 })}
        testId={testId}
      >
        {controls}
      </ListToolbar>
      {content}
      {data && <ListPager page={data} onChange={goToPage} />}
    </Stack>
  );
}

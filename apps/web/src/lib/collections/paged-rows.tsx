import { Box, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { cappedPageCount, Pager } from '@postradar/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSkeleton, LoadFailed } from '../entities/entity-states';

interface Page<T> {
  docs: T[];
  page: number;
  pages: number;
  perPage: number;
  total: number;
}

interface PagedRowsProps<T> {
  list: UseQueryResult<Page<T>>;
  /** The title of the failure panel ('The list could not be loaded.'). */
  failedTitle: string;
  /** What shows when the list holds nothing at all. */
  empty: ReactNode;
  /** What shows on a page past the end (a list that shrank): a way back to page 1. */
  pastEnd: ReactNode;
  renderRows(docs: T[]): ReactNode;
  onPage(page: number): void;
}

/**
 * A page of a collection list in each of its states: rows in its shape while it loads, the
 * failure with a retry, empty, past the end, or its rows (dimmed while the next page loads) and
 * the pager.
 */
export function PagedRows<T>({
  list,
  failedTitle,
  empty,
  pastEnd,
  renderRows,
  onPage,
}: PagedRowsProps<T>) {
  const isCompact = useMediaQuery('(max-width: 48em)') ?? false;
  const data = list.data;
  if (list.isError) {
    return (
      <LoadFailed
        title={failedTitle}
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!data) return <ListSkeleton isCompact={isCompact} rows={6} />;
  if (data.docs.length === 0) return data.page > 1 && data.total > 0 ? pastEnd : empty;
  return (
    <Stack gap="lg">
      <Box
        aria-busy={list.isPlaceholderData}
        style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}
      >
        {renderRows(data.docs)}
      </Box>
      <Pager
        page={data.page}
        totalPages={cappedPageCount(data.pages, data.perPage)}
        onChange={onPage}
      />
    </Stack>
  );
}

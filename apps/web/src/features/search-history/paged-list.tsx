import { Box, Button, Divider, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { perPageChoices } from '@postradar/contracts';
import { cappedPageCount, Pager, useLanguage } from '@postradar/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../lib/research/format-count';
import { ListEmpty, ListFailed, ListLoading } from './list-states';
import type { SearchesAddress } from './searches-address';

/** A page of a list as the API answers it. */
export interface ListPage<T> {
  docs: T[];
  page: number;
  pages: number;
  total: number;
  perPage: number;
  totalCapped: boolean;
}

interface PagedListProps<T extends { _id: string }> {
  list: UseQueryResult<ListPage<T>>;
  address: SearchesAddress;
  go(next: Partial<SearchesAddress>): void;
  /** '12 searches': the count above the list. */
  countLabel(count: number, formatted: string): string;
  /** Controls beside the page size (Clear history). */
  actions?: ReactNode;
  /** What shows when the list holds nothing. */
  empty: ReactNode;
  renderItem(item: T): ReactNode;
  testId: string;
}

/**
 * A list of the user's searches: its count, page size and actions, the rows (or why there are
 * none), and the pager; the page and its size live in the address.
 */
export function PagedList<T extends { _id: string }>({
  list,
  address,
  go,
  countLabel,
  actions,
  empty,
  renderItem,
  testId,
}: PagedListProps<T>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const topRef = useRef<HTMLDivElement>(null);
  const data = list.data;

  function goToPage(page: number) {
    go({ page });
    topRef.current?.scrollIntoView({ block: 'start' });
  }

  let content: ReactNode;
  if (list.isError) {
    content = <ListFailed message={list.error.message} onRetry={() => void list.refetch()} />;
  } else if (!data) {
    content = <ListLoading />;
  } else if (data.docs.length === 0 && data.page > 1 && data.total > 0) {
    content = (
      <ListEmpty
        title={t('searchHistory.list.pastEnd')}
        action={
          <Button variant="light" size="sm" onClick={() => goToPage(1)}>
            {t('searchHistory.list.firstPage')}
          </Button>
        }
      />
    );
  } else if (data.docs.length === 0) {
    content = empty;
  } else {
    content = (
      <Paper
        withBorder
        radius="lg"
        aria-busy={list.isPlaceholderData}
        style={{
          overflow: 'hidden',
          opacity: list.isPlaceholderData ? 0.55 : 1,
          transition: 'opacity 150ms ease',
        }}
        data-testid={testId}
      >
        {data.docs.map((item, index) => (
          <Fragment key={item._id}>
            {index > 0 && <Divider color="gray.2" />}
            {renderItem(item)}
          </Fragment>
        ))}
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Box ref={topRef} style={{ scrollMarginTop: 80 }} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={700} fz="lg" mih={28} aria-live="polite" data-testid="searches-total">
          {data && countLabel(data.total, formatTotal(data.total, data.totalCapped, language))}
        </Text>
        <Group gap="sm" wrap="wrap" style={{ flexGrow: 1, justifyContent: 'flex-end' }}>
          {actions}
          <Select
            value={String(address.perPage)}
            onChange={(value) => {
              const perPage = perPageChoices.find((choice) => String(choice) === value);
              if (perPage) go({ perPage, page: 1 });
            }}
            data={perPageChoices.map((choice) => ({
              value: String(choice),
              label: t('research.results.perPageOption', { count: choice }),
            }))}
            aria-label={t('searchHistory.list.perPage')}
            allowDeselect={false}
            checkIconPosition="right"
            w={140}
            style={{ flexShrink: 0 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="searches-per-page"
          />
        </Group>
      </Group>
      {content}
      {data && (
        <Pager
          page={data.page}
          totalPages={cappedPageCount(data.pages, data.perPage)}
          onChange={goToPage}
        />
      )}
    </Stack>
  );
}

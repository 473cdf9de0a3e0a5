import { Box, Stack } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import type { PageOf } from '@postradar/search';
import type { Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { DetailOpenerProvider, useDetailOpener } from '../research/detail-opener';
import { ResultsError } from '../research/results-error';
import { ResultsGrid } from '../research/results-grid';
import { ResultsSkeleton } from '../research/results-skeleton';
import { ResultsToolbar } from '../research/results-toolbar';
import { useResultsLayout, type ResultsLayout } from '../research/use-results-layout';
import type { CollectionAddress, PerPage } from './collection-address';
import { CollectionEmpty } from './collection-empty';
import { ListPager } from './list-pager';
import { PostMarksProvider } from './post-marks';
import { useCollectionErrorText } from './use-collection-error-text';

interface CollectionResultsProps<T> {
  list: UseQueryResult<PageOf<T>>;
  address: CollectionAddress;
  go(address: CollectionAddress): boolean;
  postOf(item: T): PostDto;
  keyOf(item: T): string;
  renderItem(item: T, layout: ResultsLayout): ReactNode;
  /** What shows when the list holds nothing at all. */
  empty: ReactNode;
  /** The texts shown instead of a page past the end (a list that shrank), with a way to page 1. */
  pastEnd: { icon: Icon; title: string; hint: string; firstPage: string };
}

/**
 * A collection's posts as the research shows them: the count, page size and layout above, the
 * cards (marked, opening their detail over the list), the pager below.
 */
export function CollectionResults<T>({
  list,
  address,
  go,
  postOf,
  keyOf,
  renderItem,
  empty,
  pastEnd,
}: CollectionResultsProps<T>) {
  const { t } = useTranslation();
  const errorText = useCollectionErrorText();
  const [layout, setLayout] = useResultsLayout();
  const topRef = useRef<HTMLDivElement>(null);
  const data = list.data;
  const posts = useMemo(() => data?.docs.map(postOf) ?? [], [data, postOf]);
  const postIds = useMemo(() => [...new Set(posts.map((post) => post._id))], [posts]);
  const openDetail = useDetailOpener(postIds);

  function goToPage(page: number) {
    if (go({ ...address, page })) topRef.current?.scrollIntoView({ block: 'start' });
  }

  let content: ReactNode;
  if (list.isError) {
    content = (
      <ResultsError
        message={errorText(list.error)}
        error={list.error}
        action={{ label: t('common.retry'), onClick: () => void list.refetch() }}
      />
    );
  } else if (!data) {
    content = <ResultsSkeleton layout={layout} />;
  } else if (data.docs.length === 0) {
    content =
      data.page > 1 && data.total > 0 ? (
        <CollectionEmpty
          icon={pastEnd.icon}
          title={pastEnd.title}
          hint={pastEnd.hint}
          action={{ label: pastEnd.firstPage, onClick: () => goToPage(1) }}
        />
      ) : (
        empty
      );
  } else {
    content = (
      <Box
        aria-busy={list.isPlaceholderData}
        style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}
        data-testid="collection-results"
      >
        <DetailOpenerProvider value={openDetail}>
          <PostMarksProvider posts={posts}>
            <ResultsGrid layout={layout}>
              {data.docs.map((item) => (
                <Fragment key={keyOf(item)}>{renderItem(item, layout)}</Fragment>
              ))}
            </ResultsGrid>
          </PostMarksProvider>
        </DetailOpenerProvider>
      </Box>
    );
  }

  return (
    <Stack gap="lg">
      <Box ref={topRef} style={{ scrollMarginTop: 80 }} />
      <ResultsToolbar
        total={data && { total: data.total, isCapped: data.totalCapped }}
        noun="posts"
        isUpdating={list.isFetching && Boolean(data)}
        perPage={String(address.perPage)}
        onPerPageChange={(perPage) =>
          go({ ...address, perPage: Number(perPage) as PerPage, page: 1 })
        }
        layout={layout}
        onLayoutChange={setLayout}
      />
      {content}
      {data && <ListPager page={data} onChange={goToPage} />}
    </Stack>
  );
}

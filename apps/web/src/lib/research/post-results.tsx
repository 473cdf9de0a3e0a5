import { Box, Stack } from '@mantine/core';
import { defaultPerPage, postSorts, type PostSort } from '@postradar/contracts';
import { cappedPageCount, Pager, useTranslation } from '@postradar/ui';
import { useDeferredValue, useMemo, useRef, type ReactNode } from 'react';
import { PostMarksProvider } from '../collections/post-marks';
import { useMarkFirstScreenDrawnWhen } from '../first-screen-drawn';
import { useRecordSearch } from '../collections/use-record-search';
import { DetailOpenerProvider, useDetailOpener } from './detail-opener';
import { ResultCards } from './result-cards';
import { ResultsEmpty } from './results-empty';
import { ResultsError } from './results-error';
import { ResultsSkeleton } from './results-skeleton';
import { ResultsToolbar } from './results-toolbar';
import { searchFieldErrors } from './search-errors';
import { SearchForm } from './search-form';
import { toSearchParams, type SearchFormValues } from './search-form-values';
import { requestParams, withPage, type SearchParams, type SearchScope } from './search-params';
import { allPosts, type PostSource } from './search-posts';
import { sortHighlight } from './sort-highlight';
import { SortSelect } from './sort-select';
import { SortTabs } from './sort-tabs';
import { usePostSearch } from './use-post-search';
import { usePostSearchAddress } from './use-post-search-address';
import { useResultsLayout } from './use-results-layout';
import { useSlashFocus } from './use-slash-focus';

export interface PostResultsProps {
  /**
   * Parameters every search of the screen carries, neither shown in the form nor written to the
   * address (the ads library's `kind: 'ad'`).
   */
  fixed?: SearchParams;
  /** The sorts offered, the first being the default. @default every sort, newest first */
  sorts?: readonly PostSort[];
  /** 'select': a sort menu in the toolbar; 'tabs': one tab per sort above the results. */
  sortControl?: 'select' | 'tabs';
  /** Where the posts come from: the whole corpus by default, or an entity's or group's posts. */
  source?: PostSource;
  /** Parameters of the screen around the results (a group's `tab`) its address keeps. */
  screenParams?: Readonly<Record<string, string>>;
}

/**
 * A complete post search over a fixed scope: the search form and its filters, the sorts, the
 * result count, grid or list results, the pager. The search lives in the address (the parameter
 * names of GET /api/posts); '/' focuses the search box; cards open their detail over the list.
 */
export function PostResults({
  fixed,
  sorts = postSorts,
  sortControl = 'select',
  source = allPosts,
  screenParams,
}: PostResultsProps) {
  const { t } = useTranslation();
  const defaultSort = sorts[0] ?? 'newest';
  const fixedKey = JSON.stringify(fixed ?? {});
  const screenKey = JSON.stringify(screenParams ?? {});
  const scope = useMemo<SearchScope>(
    () => ({
      defaultSort,
      fixed: JSON.parse(fixedKey) as SearchParams,
      screenParams: JSON.parse(screenKey) as Record<string, string>,
    }),
    [defaultSort, fixedKey, screenKey],
  );
  const { params, go, isLeaving } = usePostSearchAddress(scope, source);
  const request = useMemo(() => requestParams(params, scope), [params, scope]);
  const results = usePostSearch(source, request);
  // Kept in the search history once it answers; the toolbar's Save search names it.
  const storedSearch = useRecordSearch(
    params,
    scope,
    results.isPlaceholderData ? undefined : results.data,
  );
  const [layout, setLayout] = useResultsLayout();
  const inputRef = useRef<HTMLInputElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  useSlashFocus(inputRef);

  const serverErrors = useMemo(
    () => searchFieldErrors(results.error, request),
    [results.error, request],
  );
  // A page of results is drawn as a transition, which React splits into short tasks: the query's
  // answer would otherwise be drawn in one (the first cards, the toolbar and the pager at once),
  // during which the page answers no input. The screen's first drawing too (null at first): its
  // heading and frame are painted before the cards even when the answer came before the screen.
  const data = useDeferredValue(results.data, null);
  const docs = data?.docs;
  useMarkFirstScreenDrawnWhen(Boolean(data) || results.isError);
  const resultIds = useMemo(() => docs?.map((post) => post._id) ?? [], [docs]);
  // The cards' links read the address and the ids at the click: the cards render once per page
  // of results, not again as the address changes under them.
  const openDetail = useDetailOpener(resultIds);

  function search(values: SearchFormValues) {
    if (!go(toSearchParams(values, params))) void results.refetch();
  }
  function changeSort(sort: PostSort) {
    go({ ...params, sort, page: undefined });
  }
  function goToPage(page: number) {
    if (go(withPage(params, page))) topRef.current?.scrollIntoView({ block: 'start' });
  }

  const sort = request.sort ?? defaultSort;
  const highlight = sortHighlight(sort);
  // From the key press or click that asks for another search on, the results shown are outdated.
  const isStale = isLeaving || results.isPlaceholderData || data !== results.data;

  let content: ReactNode;
  if (results.isError) {
    const fields = Object.keys(serverErrors);
    content = fields.includes('page') ? (
      <ResultsError
        message={t('research.errors.page')}
        action={{ label: t('research.empty.firstPage'), onClick: () => goToPage(1) }}
      />
    ) : (
      <ResultsError
        message={fields.length > 0 ? t('research.failed.checkField') : results.error.message}
        error={results.error}
        action={
          fields.length > 0
            ? undefined
            : { label: t('common.retry'), onClick: () => void results.refetch() }
        }
      />
    );
  } else if (!data || !docs) {
    content = <ResultsSkeleton layout={layout} />;
  } else if (docs.length === 0) {
    content = (
      <ResultsEmpty
        params={request}
        isPastEnd={data.page > 1 && data.total > 0}
        onClear={() => go({ sort: params.sort, perPage: params.perPage })}
        onFirstPage={() => goToPage(1)}
      />
    );
  } else {
    content = (
      <Box
        aria-busy={isStale}
        style={{ opacity: isStale ? 0.55 : 1, transition: 'opacity 150ms ease' }}
        data-testid="results"
      >
        <DetailOpenerProvider value={openDetail}>
          <PostMarksProvider posts={docs}>
            <ResultCards posts={docs} layout={layout} highlight={highlight} isStale={isStale} />
          </PostMarksProvider>
        </DetailOpenerProvider>
      </Box>
    );
  }

  return (
    <Stack gap="lg">
      <SearchForm
        params={params}
        onSearch={search}
        serverErrors={serverErrors}
        withKind={!scope.fixed?.kind}
        isAdsOnly={scope.fixed?.kind === 'ad'}
        inputRef={inputRef}
      />
      <Box ref={topRef} style={{ scrollMarginTop: 80 }} />
      {sortControl === 'tabs' && <SortTabs sorts={sorts} value={sort} onChange={changeSort} />}
      <ResultsToolbar
        total={data ? { total: data.total, isCapped: data.totalCapped } : undefined}
        noun={request.kind === 'ad' ? 'ads' : 'posts'}
        isUpdating={results.isFetching && Boolean(data)}
        sort={
          sortControl === 'select' ? (
            <SortSelect
              sorts={sorts}
              value={sort}
              onChange={changeSort}
              error={serverErrors.sort && t(serverErrors.sort)}
            />
          ) : undefined
        }
        perPage={request.perPage ?? String(defaultPerPage)}
        onPerPageChange={(perPage) => go({ ...params, perPage, page: undefined })}
        perPageError={serverErrors.perPage && t(serverErrors.perPage)}
        layout={layout}
        onLayoutChange={setLayout}
        search={storedSearch}
        postIds={docs ? resultIds : results.isError ? [] : null}
      />
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

import { Box, Select, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { defaultEntitySort, defaultPerPage, perPageChoices } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconSearchOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { EntityCollectionActions } from '../../lib/collections/entity-collection-actions';
import { ListPager } from '../../lib/collections/list-pager';
import { ListToolbar } from '../../lib/collections/list-toolbar';
import { useAddress } from '../../lib/collections/use-address';
import { useCollectionMarks } from '../../lib/collections/use-collection-marks';
import { formatTotal } from '../../lib/research/format-count';
import { shouldRetry } from '../../lib/research/use-post-search';
import { useDocumentTitle } from '../../lib/use-document-title';
import { entityKeys } from '../../lib/entities/entity-keys';
import { listEntities, type EntityItem } from './entity-api';
import { EntityCards } from './entity-cards';
import type { EntityColumn } from './entity-columns';
import {
  entityIcons,
  entitySorts,
  type EntityKind,
  type EntitySort,
} from '../../lib/entities/entity-kinds';
import { ScreenHeading } from '../../components/screen-heading';
import { EntitySearchForm } from './entity-search-form';
import { ListSkeleton, LoadFailed } from '../../lib/entities/entity-states';
import { EntityTable } from './entity-table';
import { EntityTabs } from './entity-tabs';
import { entityTarget } from './entity-target';
import { readListParams, requestListParams, writeListParams } from './list-params';

/** Below this width a list shows cards instead of a table. */
export const compactListQuery = '(max-width: 48em)';

interface EntityListScreenProps<K extends EntityKind> {
  kind: K;
  columns: readonly EntityColumn<EntityItem<K>>[];
}

/**
 * /a/pages, /a/domains, /a/pixels: a searchable, sortable list with each entity's counts, a table
 * on a wide screen and cards on a phone, paged with the page in the address.
 */
export function EntityListScreen<K extends EntityKind>({
  kind,
  columns,
}: EntityListScreenProps<K>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isCompact = useMediaQuery(compactListQuery) ?? false;
  const { address: params, go } = useAddress(readListParams, writeListParams);
  const topRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t(`entities.screens.${kind}.title`));

  const request = useMemo(() => requestListParams(kind, params), [kind, params]);
  const list = useQuery({
    queryKey: entityKeys.list(kind, request),
    queryFn: ({ signal }) => listEntities(kind, request, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
  });
  const sorts = entitySorts[kind] as readonly EntitySort<EntityKind>[];
  const sort = (request.sort ?? defaultEntitySort) as EntitySort<EntityKind>;
  const perPage = perPageChoices.find((choice) => String(choice) === request.perPage);
  const data = list.data;
  const listedIds = useMemo(() => data?.docs.map((item) => item._id) ?? [], [data]);
  const marks = useCollectionMarks({ [kind]: listedIds });

  function goToPage(page: number) {
    if (go({ ...params, page: String(page) })) topRef.current?.scrollIntoView({ block: 'start' });
  }
  function changeSort(next: EntitySort<EntityKind>) {
    go({ ...params, sort: next, page: undefined });
  }

  let content;
  if (list.isError) {
    content = (
      <LoadFailed
        title={t('entities.failed.list')}
        message={list.error.message}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!data) {
    content = <ListSkeleton isCompact={isCompact} />;
  } else if (data.docs.length === 0) {
    const isPastEnd = data.page > 1 && data.total > 0;
    const hasFilter = Boolean(request.q || request.platform);
    content = (
      <CollectionEmpty
        icon={IconSearchOff}
        title={t(`entities.empty.title.${kind}`)}
        hint={
          isPastEnd
            ? t('entities.empty.pastEnd')
            : request.q
              ? t('entities.empty.withSearch', { q: request.q })
              : request.platform
                ? t('entities.empty.withPlatform')
                : t('entities.empty.nothingYet')
        }
        action={
          isPastEnd
            ? { label: t('entities.empty.firstPage'), onClick: () => goToPage(1) }
            : hasFilter
              ? { label: t('entities.search.clear'), onClick: () => go({ sort: params.sort }) }
              : undefined
        }
        testId="entity-empty"
      />
    );
  } else {
    const items = data.docs as EntityItem<K>[];
    const actions = (item: EntityItem<K>) => (
      <EntityCollectionActions target={entityTarget(kind, item)} marks={marks} variant="row" />
    );
    content = (
      <Box
        aria-busy={list.isPlaceholderData}
        style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}
        data-testid="entity-results"
      >
        {isCompact ? (
          <EntityCards columns={columns} items={items} actions={actions} />
        ) : (
          <EntityTable
            columns={columns}
            items={items}
            sort={sort}
            onSort={changeSort}
            actions={actions}
          />
        )}
      </Box>
    );
  }

  return (
    <Stack gap="lg" data-testid={`${kind}-screen`}>
      <ScreenHeading
        icon={entityIcons[kind]}
        title={t(`entities.screens.${kind}.title`)}
        description={t(`entities.screens.${kind}.description`)}
      />
      <EntityTabs current={kind} />
      <EntitySearchForm
        key={request.q ?? ''}
        kind={kind}
        params={params}
        onSearch={(search) => go({ ...params, ...search, page: undefined })}
      />
      <Box ref={topRef} style={{ scrollMarginTop: 80 }} />
      <ListToolbar
        count={
          data &&
          t(`entities.count.${kind as EntityKind}`, {
            count: data.total,
            formatted: formatTotal(data.total, data.totalCapped, language),
          })
        }
        perPage={perPage ?? defaultPerPage}
        onPerPageChange={(choice) => go({ ...params, perPage: String(choice), page: undefined })}
        testId="entity"
      >
        <Select
          value={sort}
          onChange={(value) => {
            if (value) changeSort(value as EntitySort<EntityKind>);
          }}
          data={sorts.map((value) => ({ value, label: t(`entities.sorts.${value}`) }))}
          aria-label={t('entities.sorts.label')}
          allowDeselect={false}
          checkIconPosition="right"
          w={{ base: 'auto', xs: 200 }}
          flex={{ base: 1, xs: 'none' }}
          comboboxProps={{ withinPortal: true }}
          data-testid="entity-sort"
        />
      </ListToolbar>
      {content}
      {data && <ListPager page={data} onChange={goToPage} />}
    </Stack>
  );
}

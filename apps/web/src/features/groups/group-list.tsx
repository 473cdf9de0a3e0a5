import { Stack } from '@mantine/core';
import { useLanguage } from '@postradar/ui';
import { IconFolders } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { groupKeys, listGroups, type GroupListQuery } from '../../lib/collections/group-queries';
import { ListToolbar } from '../../lib/collections/list-toolbar';
import { PagedRows } from '../../lib/collections/paged-rows';
import { RowList } from '../../lib/collections/row-list';
import { formatTotal } from '../../lib/research/format-count';
import { shouldRetry } from '../../lib/research/use-post-search';
import { GroupRow } from './group-row';
import type { GroupsAddress } from './groups-address';

interface GroupListProps {
  address: GroupsAddress;
  go(address: GroupsAddress): boolean;
}

/** A page of the own, featured or followed groups, by name, with the page size and the pager. */
export function GroupList({ address, go }: GroupListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { tab } = address;
  const query: GroupListQuery = {
    scope: tab,
    page: String(address.page),
    perPage: `${address.perPage}`,
  };
  const list = useQuery({
    queryKey: groupKeys.list(query),
    queryFn: ({ signal }) => listGroups(query, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
  });
  const data = list.data;
  const goToPage = (page: number) => go({ ...address, page });

  return (
    <Stack gap="md">
      <ListToolbar
        count={
          data &&
          t('groups.count.groups', {
            count: data.total,
            formatted: formatTotal(data.total, data.totalCapped, language),
          })
        }
        perPage={address.perPage}
        onPerPageChange={(perPage) => go({ ...address, perPage, page: 1 })}
        testId="groups"
      />
      <PagedRows
        list={list}
        failedTitle={t('groups.failed')}
        empty={
          <CollectionEmpty
            icon={IconFolders}
            title={t(`groups.empty.${tab}.title`)}
            hint={t(`groups.empty.${tab}.hint`)}
            action={
              tab === 'followed'
                ? {
                    label: t('groups.empty.followed.action'),
                    onClick: () => go({ ...address, tab: 'featured', page: 1 }),
                  }
                : undefined
            }
          />
        }
        pastEnd={
          <CollectionEmpty
            icon={IconFolders}
            title={t('groups.empty.pastEnd')}
            hint={t(`groups.empty.${tab}.hint`)}
            action={{ label: t('groups.empty.firstPage'), onClick: () => goToPage(1) }}
          />
        }
        renderRows={(docs) => (
          <RowList testId="group-rows">
            {docs.map((group) => (
              <GroupRow key={group._id} group={group} />
            ))}
          </RowList>
        )}
        onPage={goToPage}
      />
    </Stack>
  );
}

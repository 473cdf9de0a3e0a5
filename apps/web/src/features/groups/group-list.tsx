import { IconFolders } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { groupKeys, listGroups, type GroupListQuery } from '../../lib/collections/group-queries';
import { PagedList } from '../../lib/collections/paged-list';
import { RowList } from '../../lib/collections/row-list';
import { useListPage } from '../../lib/collections/use-list-page';
import { GroupRow } from './group-row';
import type { GroupsAddress } from './groups-address';

interface GroupListProps {
  address: GroupsAddress;
  go(address: GroupsAddress): boolean;
}

/** A page of the own, featured or followed groups, by name, with the page size and the pager. */
export function GroupList({ address, go }: GroupListProps) {
  const { t } = useTranslation();
  const { tab } = address;
  const query: GroupListQuery = {
    scope: tab,
    page: String(address.page),
    perPage: `${address.perPage}`,
  };
  const list = useListPage(groupKeys.list(query), (signal) => listGroups(query, signal));

  return (
    <PagedList
      list={list}
      address={address}
      go={go}
      countLabel={(count, formatted) => t('groups.count.groups', { count, formatted })}
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
      pastEnd={{
        icon: IconFolders,
        title: t('groups.empty.pastEnd'),
        hint: t(`groups.empty.${tab}.hint`),
        firstPage: t('groups.empty.firstPage'),
      }}
      renderRows={(docs) => (
        <RowList testId="group-rows">
          {docs.map((group) => (
            <GroupRow key={group._id} group={group} />
          ))}
        </RowList>
      )}
      testId="groups"
    />
  );
}

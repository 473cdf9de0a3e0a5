import { SegmentedControl } from '@mantine/core';
import { ignoreKinds, type IgnoredItem, type IgnoreKind } from '@postradar/contracts';
import { IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { useNavigate } from 'react-router';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';
import { PagedList } from '../../lib/collections/paged-list';
import { RowList } from '../../lib/collections/row-list';
import { useListPage } from '../../lib/collections/use-list-page';
import { BlacklistRow } from './blacklist-row';
import { followKeys, listIgnored, useUnignore, type IgnoredListQuery } from './follow-queries';
import type { FollowsAddress } from './follows-address';
import { ignoredTarget } from './ignored-target';

interface BlacklistListProps {
  address: FollowsAddress;
  go(address: FollowsAddress): boolean;
}

/** The blacklist: ignored posts, pages and stores, latest first, of one kind or all. */
export function BlacklistList({ address, go }: BlacklistListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unignore = useUnignore();
  const [toRemove, setToRemove] = useState<IgnoredItem | null>(null);
  const query: IgnoredListQuery = {
    kind: address.kind,
    page: String(address.page),
    perPage: `${address.perPage}`,
  };
  const list = useListPage(followKeys.ignored(query), (signal) => listIgnored(query, signal));
  const showAll = () => go({ ...address, kind: undefined, page: 1 });
  const removing = toRemove && ignoredTarget(toRemove);

  return (
    <>
      <PagedList
        list={list}
        address={address}
        go={go}
        countLabel={(count, formatted) => t('follows.count.ignored', { count, formatted })}
        controls={
          <SegmentedControl
            value={address.kind ?? 'all'}
            onChange={(value) =>
              go({
                ...address,
                kind: value === 'all' ? undefined : (value as IgnoreKind),
                page: 1,
              })
            }
            aria-label={t('follows.blacklist.filter')}
            data={[
              { value: 'all', label: t('follows.blacklist.kinds.all') },
              ...ignoreKinds.map((kind) => ({
                value: kind,
                label: t(`follows.blacklist.kinds.${kind}`),
              })),
            ]}
            data-testid="blacklist-kind"
          />
        }
        failedTitle={t('follows.failed')}
        empty={
          address.kind ? (
            <CollectionEmpty
              icon={IconEyeOff}
              title={t('follows.empty.blacklistKind.title')}
              hint={t('follows.empty.blacklistKind.hint')}
              action={{ label: t('follows.empty.blacklistKind.action'), onClick: showAll }}
            />
          ) : (
            <CollectionEmpty
              icon={IconEyeOff}
              title={t('follows.empty.blacklist.title')}
              hint={t('follows.empty.blacklist.hint')}
              action={{
                label: t('follows.empty.blacklist.action'),
                onClick: () => void navigate('/a/posts'),
              }}
            />
          )
        }
        pastEnd={{
          icon: IconEyeOff,
          title: t('follows.empty.pastEnd'),
          hint: t('follows.empty.blacklist.hint'),
          firstPage: t('follows.empty.firstPage'),
        }}
        renderRows={(docs) => (
          <RowList testId="blacklist-rows">
            {docs.map((item) => {
              const target = ignoredTarget(item);
              return (
                <BlacklistRow
                  key={`${target.kind}-${target.id}`}
                  item={item}
                  onRemove={setToRemove}
                />
              );
            })}
          </RowList>
        )}
        testId="blacklist"
      />
      {removing && (
        <ConfirmDialog
          title={t('follows.blacklist.removeTitle', {
            name: removing.name ?? t('follows.blacklist.postName'),
          })}
          message={t('follows.blacklist.removeBody')}
          confirmLabel={t('follows.blacklist.remove')}
          onConfirm={() => unignore(removing.kind, removing.id)}
          onClose={() => setToRemove(null)}
        />
      )}
    </>
  );
}

import type { FollowItem, FollowKind } from '@postradar/contracts';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { useNavigate } from 'react-router';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';
import { entityKindOf } from '../../lib/collections/follow-kinds';
import { PagedList } from '../../lib/collections/paged-list';
import { RowList } from '../../lib/collections/row-list';
import { useListPage } from '../../lib/collections/use-list-page';
import { entityIcons, entityListPath } from '../../lib/entities/entity-kinds';
import { listedTarget } from '../../lib/entities/listed-entity';
import { followKeys, listFollows, useUnfollow, type FollowListQuery } from './follow-queries';
import { FollowRow } from './follow-row';
import type { FollowsAddress } from './follows-address';

interface FollowListProps {
  kind: FollowKind;
  address: FollowsAddress;
  go(address: FollowsAddress): boolean;
}

/** One kind's follows, latest first, paged, each with its new posts and a way to unfollow. */
export function FollowList({ kind, address, go }: FollowListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unfollow = useUnfollow();
  const [toUnfollow, setToUnfollow] = useState<FollowItem | null>(null);
  const query: FollowListQuery = {
    kind,
    page: String(address.page),
    perPage: `${address.perPage}`,
  };
  const list = useListPage(followKeys.list(query), (signal) => listFollows(query, signal));
  const icon = entityIcons[entityKindOf[kind]];

  return (
    <>
      <PagedList
        list={list}
        address={address}
        go={go}
        countLabel={(count, formatted) => t(`follows.count.${kind}`, { count, formatted })}
        failedTitle={t('follows.failed')}
        empty={
          <CollectionEmpty
            icon={icon}
            title={t(`follows.empty.${kind}.title`)}
            hint={t(`follows.empty.${kind}.hint`)}
            action={{
              label: t(`follows.empty.${kind}.action`),
              onClick: () => void navigate(entityListPath(entityKindOf[kind])),
            }}
          />
        }
        pastEnd={{
          icon,
          title: t('follows.empty.pastEnd'),
          hint: t(`follows.empty.${kind}.hint`),
          firstPage: t('follows.empty.firstPage'),
        }}
        renderRows={(docs) => (
          <RowList testId="follow-rows">
            {docs.map((item) => (
              <FollowRow
                key={`${item.kind}-${listedTarget(item).id}`}
                item={item}
                onUnfollow={setToUnfollow}
              />
            ))}
          </RowList>
        )}
        testId="follows"
      />
      {toUnfollow && (
        <ConfirmDialog
          title={t('follows.unfollow.title', { name: listedTarget(toUnfollow).name })}
          message={t('follows.unfollow.body')}
          confirmLabel={t('follows.unfollow.action')}
          onConfirm={() => unfollow(toUnfollow.kind, listedTarget(toUnfollow).id)}
          onClose={() => setToUnfollow(null)}
        />
      )}
    </>
  );
}

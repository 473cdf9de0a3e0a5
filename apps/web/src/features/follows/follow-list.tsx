import { Stack } from '@mantine/core';
import type { FollowItem, FollowKind } from '@postradar/contracts';
import { useLanguage } from '@postradar/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';
import { entityKindOf } from '../../lib/collections/follow-kinds';
import { ListToolbar } from '../../lib/collections/list-toolbar';
import { PagedRows } from '../../lib/collections/paged-rows';
import { RowList } from '../../lib/collections/row-list';
import { entityIcons, entityListPath } from '../../lib/entities/entity-kinds';
import { listedTarget } from '../../lib/entities/listed-entity';
import { formatTotal } from '../../lib/research/format-count';
import { shouldRetry } from '../../lib/research/use-post-search';
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
  const language = useLanguage();
  const navigate = useNavigate();
  const unfollow = useUnfollow();
  const [toUnfollow, setToUnfollow] = useState<FollowItem | null>(null);
  const query: FollowListQuery = {
    kind,
    page: String(address.page),
    perPage: `${address.perPage}`,
  };
  const list = useQuery({
    queryKey: followKeys.list(query),
    queryFn: ({ signal }) => listFollows(query, signal),
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
          t(`follows.count.${kind}`, {
            count: data.total,
            formatted: formatTotal(data.total, data.totalCapped, language),
          })
        }
        perPage={address.perPage}
        onPerPageChange={(perPage) => go({ ...address, perPage, page: 1 })}
        testId="follows"
      />
      <PagedRows
        list={list}
        failedTitle={t('follows.failed')}
        empty={
          <CollectionEmpty
            icon={entityIcons[entityKindOf[kind]]}
            title={t(`follows.empty.${kind}.title`)}
            hint={t(`follows.empty.${kind}.hint`)}
            action={{
              label: t(`follows.empty.${kind}.action`),
              onClick: () => void navigate(entityListPath(entityKindOf[kind])),
            }}
          />
        }
        pastEnd={
          <CollectionEmpty
            icon={entityIcons[entityKindOf[kind]]}
            title={t('follows.empty.pastEnd')}
            hint={t(`follows.empty.${kind}.hint`)}
            action={{ label: t('follows.empty.firstPage'), onClick: () => goToPage(1) }}
          />
        }
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
        onPage={goToPage}
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
    </Stack>
  );
}

import { SegmentedControl, Stack } from '@mantine/core';
import { ignoreKinds, type IgnoredItem, type IgnoreKind } from '@postradar/contracts';
import { useLanguage } from '@postradar/ui';
import { IconEyeOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';
import { ListToolbar } from '../../lib/collections/list-toolbar';
import { PagedRows } from '../../lib/collections/paged-rows';
import { RowList } from '../../lib/collections/row-list';
import { formatTotal } from '../../lib/research/format-count';
import { shouldRetry } from '../../lib/research/use-post-search';
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
  const language = useLanguage();
  const navigate = useNavigate();
  const unignore = useUnignore();
  const [toRemove, setToRemove] = useState<IgnoredItem | null>(null);
  const query: IgnoredListQuery = {
    kind: address.kind,
    page: String(address.page),
    perPage: `${address.perPage}`,
  };
  const list = useQuery({
    queryKey: followKeys.ignored(query),
    queryFn: ({ signal }) => listIgnored(query, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
  });
  const data = list.data;
  const goToPage = (page: number) => go({ ...address, page });
  const showAll = () => go({ ...address, kind: undefined, page: 1 });
  const removing = toRemove && ignoredTarget(toRemove);

  return (
    <Stack gap="md">
      <ListToolbar
        count={
          data &&
          t('follows.count.ignored', {
            count: data.total,
            formatted: formatTotal(data.total, data.totalCapped, language),
          })
        }
        perPage={address.perPage}
        onPerPageChange={(perPage) => go({ ...address, perPage, page: 1 })}
        testId="blacklist"
      >
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
      </ListToolbar>
      <PagedRows
        list={list}
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
        pastEnd={
          <CollectionEmpty
            icon={IconEyeOff}
            title={t('follows.empty.pastEnd')}
            hint={t('follows.empty.blacklist.hint')}
            action={{ label: t('follows.empty.firstPage'), onClick: () => goToPage(1) }}
          />
        }
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
        onPage={goToPage}
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
    </Stack>
  );
}

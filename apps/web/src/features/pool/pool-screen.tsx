import { Stack } from '@mantine/core';
import { poolCalls, type PoolItem } from '@postradar/contracts';
import { IconStack2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { useNavigate } from 'react-router';
import { ScreenHeading } from '../../components/screen-heading';
import { api } from '../../lib/api';
import {
  readCollectionAddress,
  writeCollectionAddress,
} from '../../lib/collections/collection-address';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { collectionKeyRoot } from '../../lib/collections/collection-keys';
import { CollectionResults } from '../../lib/collections/collection-results';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';
import { useAddress } from '../../lib/collections/use-address';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PoolEntry } from './pool-entry';
import { usePoolList } from './use-pool-list';

const postOf = (item: PoolItem) => item.post;
const keyOf = (item: PoolItem) => item.post._id;

/**
 * /a/pool: the posts on the pool, latest first, each with who added it, when, and the team's
 * note. The page and page size live in the address.
 */
export function PoolScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { address, go } = useAddress(readCollectionAddress, writeCollectionAddress);
  const list = usePoolList(address);
  const [removing, setRemoving] = useState<PoolItem | null>(null);
  useDocumentTitle(t('pool.screen.title'));

  async function remove(item: PoolItem) {
    await api.call(poolCalls.removeFromPool, { params: { postId: item.post._id } });
    await queryClient.invalidateQueries({ queryKey: collectionKeyRoot });
  }

  return (
    <Stack gap="lg" data-testid="pool-screen">
      <ScreenHeading
        icon={IconStack2}
        title={t('pool.screen.title')}
        description={t('pool.screen.description')}
      />
      <CollectionResults
        list={list}
        address={address}
        go={go}
        postOf={postOf}
        keyOf={keyOf}
        renderItem={(item, layout) => (
          <PoolEntry item={item} layout={layout} onRemove={setRemoving} />
        )}
        empty={
          <CollectionEmpty
            icon={IconStack2}
            title={t('pool.empty.title')}
            hint={t('pool.empty.hint')}
            action={{ label: t('pool.empty.search'), onClick: () => void navigate('/a/posts') }}
          />
        }
        pastEnd={{
          icon: IconStack2,
          title: t('pool.empty.pastEnd'),
          hint: t('pool.empty.pastEndHint'),
          firstPage: t('pool.empty.firstPage'),
        }}
      />
      {removing && (
        <ConfirmDialog
          title={t('pool.item.removeTitle')}
          message={t('pool.item.removeMessage')}
          confirmLabel={t('pool.item.remove')}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Stack>
  );
}

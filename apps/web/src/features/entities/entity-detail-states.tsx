import { Stack } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@postradar/ui';
import { BackToList, EntityHeaderSkeleton } from './entity-header';
import type { EntityKind } from '../../lib/entities/entity-kinds';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { LoadFailed } from '../../lib/entities/entity-states';

/** While an entity is not there to show: loading, unknown, or failed (with a retry). */
export function EntityDetailStates({
  kind,
  detail,
}: {
  kind: EntityKind;
  detail: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'> & { isMissing: boolean };
}) {
  const { t } = useTranslation();
  if (detail.isMissing) {
    return (
      <Stack gap="sm" data-testid="entity-missing">
        <BackToList kind={kind} />
        <CollectionEmpty
          icon={IconSearchOff}
          title={t(`entities.notFound.${kind}`)}
          hint={t('entities.notFoundHint')}
          testId="entity-empty"
        />
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="sm">
        <BackToList kind={kind} />
        <LoadFailed
          title={t('entities.failed.detail')}
          message={detail.error?.message ?? ''}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    );
  }
  return <EntityHeaderSkeleton kind={kind} />;
}

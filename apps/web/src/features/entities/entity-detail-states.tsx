import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackToList, EntityHeaderSkeleton } from './entity-header';
import type { EntityKind } from '../../lib/entities/entity-kinds';
import { ListEmpty, LoadFailed } from '../../lib/entities/entity-states';

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
        <ListEmpty title={t(`entities.notFound.${kind}`)} message={t('entities.notFoundHint')} />
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
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    );
  }
  return <EntityHeaderSkeleton kind={kind} />;
}

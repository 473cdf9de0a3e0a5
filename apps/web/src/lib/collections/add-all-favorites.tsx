import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartPlus } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from '@postradar/ui';
import { LazyBoundary } from '../../components/lazy-boundary';

const AddAllModal = lazy(() =>
  import('./add-all-modal').then((module) => ({ default: module.AddAllModal })),
);

/** 'Add all to favorites': every post of the page of results into one category. */
export function AddAllFavorites({ postIds }: { postIds: readonly string[] }) {
  const { t } = useTranslation();
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHeartPlus size={16} stroke={1.7} />}
        onClick={dialog.open}
        disabled={postIds.length === 0}
        fullWidth
        data-testid="add-all-favorites"
      >
        {t('favorites.addAll.button')}
      </Button>
      {isOpen && (
        <LazyBoundary name="add all to favorites" fallback={null}>
          <AddAllModal postIds={postIds} onClose={dialog.close} />
        </LazyBoundary>
      )}
    </>
  );
}

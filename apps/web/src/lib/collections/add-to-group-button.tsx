import { ActionIcon, Button } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useHoverTooltip, useTranslation } from '@postradar/ui';
import { LazyBoundary } from '../../components/lazy-boundary';
import { actionIconLook, type ActionLook } from './action-look';
import type { CollectionTarget } from './follow-kinds';

const AddToGroupModal = lazy(() =>
  import('./add-to-group-modal').then((module) => ({ default: module.AddToGroupModal })),
);

interface AddToGroupButtonProps {
  targets: readonly CollectionTarget[];
  variant: ActionLook;
  testId: string;
}

/**
 * Opens 'Add to group' for a page, store or pixel (the modal, loaded at the first opening, exists
 * only while open).
 */
export function AddToGroupButton({ targets, variant, testId }: AddToGroupButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const name = t('groups.modal.action');
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(name);
  if (targets.length === 0) return null;
  return (
    <>
      {variant !== 'button' ? (
        <>
          <ActionIcon
            {...targetProps}
            {...actionIconLook[variant]}
            aria-label={name}
            onClick={() => setOpen(true)}
            data-testid={testId}
          >
            <IconFolderPlus size={18} stroke={1.7} />
          </ActionIcon>
          {tooltip}
        </>
      ) : (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFolderPlus size={16} />}
          onClick={() => setOpen(true)}
          data-testid={testId}
        >
          {name}
        </Button>
      )}
      {isOpen && (
        <LazyBoundary name="add to group" fallback={null}>
          <AddToGroupModal targets={targets} onClose={() => setOpen(false)} />
        </LazyBoundary>
      )}
    </>
  );
}

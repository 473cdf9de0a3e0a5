import { useIsMobile } from '@postradar/ui';
import type { ReactNode } from 'react';
import { Dialog } from '../../components/dialog';

/** The collections' dialogs show above a post's detail, which is a dialog too. */
const collectionDialogZIndex = 300;

interface CollectionModalProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  testId?: string;
  /** A list to pick from: at the top of the screen, and the whole screen on a phone. */
  isPicker?: boolean;
}

/**
 * The frame of every dialog of the collections, above a post's detail. A question or a name shows in the middle; a list to pick from at the top.
 */
export function CollectionModal({
  title,
  onClose,
  children,
  testId,
  isPicker = false,
}: CollectionModalProps) {
  const isMobile = useIsMobile();
  return (
    <Dialog
      opened
      onClose={onClose}
      title={title}
      testId={testId}
      zIndex={collectionDialogZIndex}
      centered={!isPicker}
      fullScreen={isPicker && isMobile}
    >
      {children}
    </Dialog>
  );
}

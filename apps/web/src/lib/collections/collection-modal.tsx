import { Modal } from '@mantine/core';
import { useIsMobile, useTranslation } from '@postradar/ui';
import type { ReactNode } from 'react';

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
 * The frame of every dialog of the collections: a bold title, a labelled close button, above a
 * post's detail. A question or a name shows in the middle; a list to pick from at the top.
 */
export function CollectionModal({
  title,
  onClose,
  children,
  testId,
  isPicker = false,
}: CollectionModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal.Root
      opened
      onClose={onClose}
      zIndex={collectionDialogZIndex}
      radius="lg"
      centered={!isPicker}
      fullScreen={isPicker && isMobile}
    >
      <Modal.Overlay backgroundOpacity={0.4} />
      <Modal.Content data-testid={testId}>
        {/* A dialog's header, not the page's banner landmark (Mantine draws a <header>). */}
        <Modal.Header component="div">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

import { Modal, type ModalRootProps } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import type { ReactNode } from 'react';

export interface DialogProps extends Pick<
  ModalRootProps,
  'opened' | 'onClose' | 'centered' | 'fullScreen' | 'size' | 'zIndex'
> {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * The frame of the app's dialogs: a bold title and a labelled close button above the content.
 * Its header is a `div`: Mantine's `<header>` would be a second banner landmark beside the page's.
 * Loaded with a screen's first dialog (dialog.tsx).
 */
export function DialogFrame({ title, children, testId, ...root }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root radius="lg" {...root}>
      <Modal.Overlay backgroundOpacity={0.4} />
      <Modal.Content data-testid={testId}>
        <Modal.Header component="div">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

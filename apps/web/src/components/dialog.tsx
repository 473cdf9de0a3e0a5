import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-frame';

const DialogFrame = lazy(() =>
  import('./dialog-frame').then((module) => ({ default: module.DialogFrame })),
);

/**
 * One of the app's dialogs (dialog-frame.tsx), made the first time it opens: screens hold
 * dialogs a person may never open (saving a search, naming a category), and Mantine's Modal
 * with its focus trap and scroll lock is a large part of a screen's script. Once made, it stays,
 * so that it closes with its transition.
 */
export function Dialog(props: DialogProps) {
  const [hasOpened, setOpened] = useState(props.opened);
  if (props.opened && !hasOpened) setOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}

import { Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** The 'Saved' confirmation shows for 2000 ms. */
export const savedNoticeMs = 2000;

/** Whether the 'Saved' confirmation is on screen: `show()` after a save, `hide()` on a change. */
export function useSavedNotice() {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isShown) return;
    const timer = setTimeout(() => setShown(false), savedNoticeMs);
    return () => clearTimeout(timer);
  }, [isShown]);
  return { isShown, show: () => setShown(true), hide: () => setShown(false) };
}

/** The 'Saved' confirmation a form shows for a moment after saving. */
export function SavedNotice({ label, testId }: { label: string; testId: string }) {
  return (
    <Text span fz="sm" fw={600} c="teal.7" data-testid={testId}>
      <IconCircleCheckFilled
        size={16}
        style={{ verticalAlign: '-3px', marginRight: 6 }}
        aria-hidden="true"
      />
      {label}
    </Text>
  );
}

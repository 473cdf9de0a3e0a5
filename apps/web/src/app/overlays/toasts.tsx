import '@mantine/notifications/styles.css';
import {
  Notifications,
  notifications,
  notificationsStore,
  type NotificationData,
} from '@mantine/notifications';
import { useEffect } from 'react';
import { afterNextFrame } from '../../lib/after-next-frame';

/** The toasts taken out of the store before the container was drawn, to raise again after. */
let earlierToasts: NotificationData[] = [];

/**
 * Takes the toasts raised so far (drawn or waiting) out of the store, for the container to raise
 * again once it is drawn: a container draws what the store holds when it mounts as it stands, and
 * only the toasts raised after it slide in. Called as the container's code arrives.
 */
export function takeRaisedToasts() {
  const { notifications: drawn, queue } = notificationsStore.getState();
  earlierToasts = [...earlierToasts, ...drawn, ...queue];
  notifications.clean();
}

/**
 * The container of the toasts raised anywhere with `notifications.show()`: top right, above the
 * page's content, four at a time (the others wait in the store's queue). Once drawn, it raises
 * again, with their ids, the toasts taken before (takeRaisedToasts).
 */
export function Toasts() {
  // After the frame that draws the container: it is in a portal, whose content is put on the page
  // a render after the portal itself.
  useEffect(
    () =>
      afterNextFrame(() => {
        const earlier = earlierToasts;
        earlierToasts = [];
        for (const toast of earlier) notifications.show(toast);
      }),
    [],
  );
  return <Notifications position="top-right" zIndex={1000} limit={4} />;
}

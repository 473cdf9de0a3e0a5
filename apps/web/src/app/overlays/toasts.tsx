import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * The container of the toasts raised anywhere with `notifications.show()`: top right, above the
 * page's content, four at a time (the others wait in the store's queue).
 */
export function Toasts() {
  return <Notifications position="top-right" zIndex={1000} limit={4} />;
}

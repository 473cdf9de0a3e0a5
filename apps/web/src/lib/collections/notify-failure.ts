import { notifications } from '@mantine/notifications';

/** A change to a collection failed: the API's message, as it is, under what was tried. */
export function notifyFailure(title: string, error: Error): void {
  notifications.show({ color: 'red', title, message: error.message, autoClose: 6000 });
}

import { useNotifications } from '@mantine/notifications';
import { lazy, useState } from 'react';
import { LazyBoundary } from '../../components/lazy-boundary';

/**
 * The container with its transitions and styles: loaded with the first toast. The toasts raised
 * until it arrives are taken from the store as it does and raised again once it is drawn, so that
 * they slide in as the later ones do.
 */
const Toasts = lazy(() =>
  import('./toasts').then((module) => {
    module.takeRaisedToasts();
    return { default: module.Toasts };
  }),
);

/**
 * Whether a toast has been raised since this part mounted. `notifications.show()` only adds to
 * the store of @mantine/notifications (a few hundred bytes, loaded with the screens that raise
 * toasts), which keeps the toast until a container draws it. It stays true once the store is empty
 * again, so that the container stays to let its last toast slide out.
 */
function useWasToastRaised(): boolean {
  const hasToast = useNotifications().notifications.length > 0;
  const [wasRaised, setWasRaised] = useState(false);
  if (hasToast && !wasRaised) setWasRaised(true);
  return wasRaised || hasToast;
}

/**
 * The toasts' container, loaded and mounted once the first toast is raised: most visits raise
 * none. A toast raised before it is drawn once the container's code arrives, at the container's
 * position.
 */
export function ToastsOnceRaised() {
  if (!useWasToastRaised()) return null;
  return (
    <LazyBoundary name="toasts" fallback={null}>
      <Toasts />
    </LazyBoundary>
  );
}

import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/session/use-auth';
import { SupportChat } from './support-chat';

/** Only a signed-in user is offered anything: a visitor never loads the offer's code. */
const OfferPopup = lazy(() =>
  import('./offer/offer-popup').then((module) => ({ default: module.OfferPopup })),
);

/**
 * The on-demand element rendered beside every screen's routes: toasts raised anywhere with
 * `notifications.show()`, the support-chat widget and, for a signed-in user, the limited-time
 * offer's popup.
 */
export function GlobalOverlays() {
  const { user } = useAuth();
  return (
    <>
      <Notifications position="top-right" zIndex={1000} limit={4} />
      <SupportChat />
      {user && (
        <Suspense fallback={null}>
          <OfferPopup />
        </Suspense>
      )}
    </>
  );
}

import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { OfferPopup } from './offer/offer-popup';
import { SupportChat } from './support-chat';

/**
 * The on-demand element rendered beside every screen's routes: toasts raised anywhere with
 * `notifications.show()`, the support-chat widget and the limited-time offer's popup.
 */
export function GlobalOverlays() {
  return (
    <>
      <Notifications position="top-right" zIndex={1000} limit={4} />
      <SupportChat />
      <OfferPopup />
    </>
  );
}

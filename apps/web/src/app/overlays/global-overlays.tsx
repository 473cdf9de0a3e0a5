import { useAuth } from '../../lib/session/use-auth';
import { OfferPopup } from './offer/offer-popup';
import { SupportChat } from './support-chat';
import { ToastsOnceRaised } from './toasts-once-raised';

/**
 * The on-demand element rendered beside every screen's routes: the support-chat widget, whose
 * button most screens show; the toasts raised anywhere with `notifications.show()`, whose
 * container loads with the first toast; and, for a signed-in user, the limited-time offer's
 * popup, whose code loads when it opens (a visitor is never offered anything).
 */
export function GlobalOverlays() {
  const { user } = useAuth();
  return (
    <>
      <ToastsOnceRaised />
      <SupportChat />
      {user && <OfferPopup />}
    </>
  );
}

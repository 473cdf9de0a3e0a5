import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { LazyBoundary } from '../../../components/lazy-boundary';
import { useRunningOffer } from '../../../lib/offer/offer-query';
import { offerPopup, useIsOfferPopupOpen } from '../../../lib/offer/offer-popup-store';
import { isQuietPath, localDay, offerShownDay } from '../../../lib/offer/offer-schedule';
import { useAuth } from '../../../lib/session/use-auth';

/**
 * The popup itself (its form, countdown and styles): loaded when it opens, which most screens of
 * most days never see, while the check below needs only the offer's query (shared with the user
 * menu) and the day it last opened.
 */
const OfferModal = lazy(() =>
  import('./offer-modal').then((module) => ({ default: module.OfferModal })),
);

/**
 * The limited-time offer's popup (docs/product.md, Limited-time offer): it opens by itself at most
 * once a day per user on this device (their local day), never for a paying user, never after the
 * offer's end, never once they answered and never on the pricing and checkout screens; the user
 * menu opens it again while the offer runs.
 */
export function OfferPopup() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const offer = useRunningOffer();
  const isOpen = useIsOfferPopupOpen();
  const userKey = user?._id ?? user?.email;

  useEffect(() => {
    if (!userKey || !offer || offer.submittedAt || isQuietPath(pathname)) return;
    // An offer already over when it loaded is dropped a moment later: never open it meanwhile.
    if (Date.parse(offer.endsAt) <= Date.now()) return;
    const today = localDay(new Date());
    if (offerShownDay.read(userKey) === today) return;
    offerShownDay.write(userKey, today);
    offerPopup.open();
  }, [userKey, offer, pathname]);

  if (!isOpen || !user || !offer) return null;
  return (
    <LazyBoundary name="offer popup" fallback={null}>
      <OfferModal offer={offer} onClose={offerPopup.close} />
    </LazyBoundary>
  );
}

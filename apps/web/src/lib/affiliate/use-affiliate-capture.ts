import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { session } from '../session/session-storage';
import { useAuth } from '../session/use-auth';
import { readAffiliateCode } from './read-affiliate-code';
import { recordReferralClick } from './record-referral-click';
import { toAffiliateCode } from './to-affiliate-code';

/**
 * Remembers the code of a `?ref=CODE` link on any page, or of the sign-in screen's
 * `?affiliate=CODE` (the latest one wins), until the visitor signs in: the sign-in link carries
 * it, and it is sent once more after sign-in. The opening of a `?ref=` link is counted as a
 * click of that link (once per code in a tab). A signed-in user is already a customer, so a
 * referral link changes nothing for them.
 */
export function useAffiliateCapture(): void {
  const { search } = useLocation();
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (isAuthenticated) return;
    const code = readAffiliateCode(search);
    if (code) session.setAffiliateCode(code);
    const linkCode = toAffiliateCode(new URLSearchParams(search).get('ref'));
    if (linkCode) recordReferralClick(linkCode);
  }, [search, isAuthenticated]);
}

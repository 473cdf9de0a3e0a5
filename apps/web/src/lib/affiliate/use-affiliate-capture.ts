import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { session } from '../session/session-storage';
import { useAuth } from '../session/use-auth';
import { toAffiliateCode } from './to-affiliate-code';

/** The public referral parameter: https://postradar.app/?ref=ANNA10 (docs/product.md, Referral codes). */
export const affiliateParam = 'ref';

/**
 * Remembers the code of a `?ref=CODE` link on any page (the latest one wins) until the visitor
 * signs in: the sign-in link carries it, and it is sent once more after sign-in. A signed-in
 * user is already a customer, so a referral link changes nothing for them.
 */
export function useAffiliateCapture(): void {
  const { search } = useLocation();
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (isAuthenticated) return;
    const code = toAffiliateCode(new URLSearchParams(search).get(affiliateParam));
    if (code) session.setAffiliateCode(code);
  }, [search, isAuthenticated]);
}

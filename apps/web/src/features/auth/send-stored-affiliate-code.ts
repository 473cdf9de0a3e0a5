import { userCalls } from '@postradar/contracts';
import { api } from '../../lib/api';
import { session } from '../../lib/session/session-storage';

/**
 * After sign-in, sends the remembered affiliate code once (POST /api/user/affiliate) and forgets
 * it. The server refers a user once and never to themselves; a failure is only logged: the code
 * also went along with the sign-in link (docs/product.md, Referral codes).
 */
export async function sendStoredAffiliateCode(): Promise<void> {
  const affiliate = session.getAffiliateCode();
  if (!affiliate) return;
  session.setAffiliateCode(null);
  try {
    await api.call(userCalls.recordReferral, { body: { affiliate } });
  } catch (error) {
    console.warn('[affiliate] the affiliate code could not be recorded', error);
  }
}

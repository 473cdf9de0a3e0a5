import { affiliateListQuerySchema, affiliateListResponseSchema } from '../affiliate';
import { defineCall } from './define-call';

/** The affiliate programme: who signed up through the signed-in user's link. */
export const affiliateCalls = {
  referrals: defineCall({
    method: 'GET',
    prefix: 'main',
    path: '/affiliate',
    summary:
      'The users who signed up through the affiliate link, newest first, with their first purchase.',
    access: 'user',
    query: affiliateListQuerySchema,
    response: affiliateListResponseSchema,
  }),
  exportReferrals: defineCall({
    method: 'GET',
    prefix: 'main',
    path: '/export/affiliate',
    summary: 'Every referral of the affiliate as CSV (saved as affiliate.csv).',
    access: 'user',
    answer: {
      kind: 'content',
      mediaType: 'text/csv',
      description:
        'A header row (code, email, plan, price, currency, register_date), then one row per referral, newest first.',
    },
  }),
};

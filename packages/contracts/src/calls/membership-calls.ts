import { membershipResponseSchema } from '../membership';
import { defineCall } from './define-call';

/**
 * The call every plan gate makes, apart from the rest of the billing calls (which it joins in
 * `billingCalls`): the research screens read the membership before anything else of paying.
 */
export const membershipCalls = {
  membership: defineCall({
    prefix: 'payment',
    access: 'user',
    method: 'GET',
    path: '/membership',
    summary: "The user's plan now (their own or their team's), or null without one.",
    isCacheBusted: true,
    response: membershipResponseSchema,
  }),
};

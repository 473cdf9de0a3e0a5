import {
  referralClickBodySchema,
  referralClickResponseSchema,
  referralCodeBodySchema,
  referralPayoutBodySchema,
  referralProgrammeResponseSchema,
} from '../referral';
import { defineCall } from './define-call';

/** The referral programme: joining it, its figures, where payouts go, the link's code. */
export const referralCalls = {
  programme: defineCall({
    method: 'GET',
    prefix: 'main',
    path: '/referral',
    summary: "The user's place in the referral programme and, once accepted, its figures.",
    access: 'user',
    isCacheBusted: true,
    response: referralProgrammeResponseSchema,
  }),
  join: defineCall({
    method: 'POST',
    prefix: 'main',
    path: '/referral/join',
    summary: 'Asks to join the referral programme (staff accept or reject the request).',
    access: 'user',
    response: referralProgrammeResponseSchema,
  }),
  setPayoutEmail: defineCall({
    method: 'PUT',
    prefix: 'main',
    path: '/referral/payout',
    summary: 'Sets the PayPal e-mail address payouts go to (members of the programme).',
    access: 'user',
    body: referralPayoutBodySchema,
    response: referralProgrammeResponseSchema,
  }),
  setCode: defineCall({
    method: 'PUT',
    prefix: 'main',
    path: '/referral/code',
    summary: "Changes the code of the user's referral link (members of the programme).",
    access: 'user',
    body: referralCodeBodySchema,
    response: referralProgrammeResponseSchema,
  }),
  recordClick: defineCall({
    method: 'POST',
    prefix: 'main',
    path: '/referral/clicks',
    summary: 'Counts an opening of a referral link.',
    access: 'public',
    body: referralClickBodySchema,
    response: referralClickResponseSchema,
  }),
};

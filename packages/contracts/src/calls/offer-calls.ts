import {
  offerResponseSchema,
  offerSubmissionBodySchema,
  offerSubmissionResponseSchema,
} from '../offer';
import { defineCall } from './define-call';
import { ownCall } from './favorite-calls';

/** The limited-time offer: whether one runs, and the form that asks to be contacted. */
export const offerCalls = {
  offer: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/offer',
    summary: 'The limited-time offer running now (null when none), and whether it is for the user.',
    response: offerResponseSchema,
  }),
  submitOffer: defineCall({
    ...ownCall,
    method: 'POST',
    path: '/offer/submissions',
    summary: "Stores the user's e-mail and phone or social-network contact for the offer.",
    body: offerSubmissionBodySchema,
    response: offerSubmissionResponseSchema,
  }),
};

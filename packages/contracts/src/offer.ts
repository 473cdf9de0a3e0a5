import { z } from 'zod/mini';
import { successEnvelope } from './envelope';
import { refineStorableText } from './storable-text';

/** The limited-time offer (docs/product.md, Limited-time offer). */

/** local@domain.tld: something before the @, a dot in the domain, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactMinLength = 3;
export const contactMaxLength = 120;

/** GET /api/offer: the offer running now, if any, and whether it is for this user. */
export const offerSchema = z.object({
  /** When it ends (the countdown's target). */
  endsAt: z.string(),
  /** False for a paying user: the offer is for those who do not pay yet. */
  isForUser: z.boolean(),
  /** When this user last sent the form for this offer. */
  submittedAt: z.nullable(z.string()),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerResponseSchema = successEnvelope(z.nullable(offerSchema));

/** POST /api/offer/submissions: how to reach the user about the offer. */
export const offerSubmissionBodySchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      z.maxLength(320, 'must be at most 320 characters'),
      z.regex(emailPattern, 'must be an e-mail address'),
    ),
  contact: z
    .string()
    .check(
      z.trim(),
      z.minLength(contactMinLength, `must be at least ${contactMinLength} characters`),
      z.maxLength(contactMaxLength, `must be at most ${contactMaxLength} characters`),
      z.superRefine(refineStorableText),
    ),
});
export type OfferSubmissionBody = z.output<typeof offerSubmissionBodySchema>;
export const offerSubmissionResponseSchema = successEnvelope(z.object({ submittedAt: z.string() }));

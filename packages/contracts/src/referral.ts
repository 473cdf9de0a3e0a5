import { z } from 'zod/mini';
import { successEnvelope } from './envelope';
import { refineStorableText } from './storable-text';

/**
 * Where a user stands in the referral programme: not joined (`none`), waiting for staff
 * (`pending`), in it (`accepted`), turned down (`rejected`) or excluded (`blocked`).
 */
export const referralStatuses = ['none', 'pending', 'accepted', 'rejected', 'blocked'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** A code of one's own: 3 to 32 lower-case letters, digits, '-' or '_' (stored lower-cased). */
export const referralCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z0-9_-]{3,32}$/, 'Use 3 to 32 letters, digits, - or _.'),
  );

/** What a member of the programme has earned, in the currency of the bills (USD). */
export const referralEarningsSchema = z.object({
  /** Openings of the referral link, all time. */
  clicks: z.int(),
  /** Users who signed up through the link or the code. */
  referrals: z.int(),
  /** Referrals who made a purchase. */
  conversions: z.int(),
  /** Commission on first purchases still within the holding period (they may be refunded). */
  pending: z.number(),
  /** Commission on first purchases past the holding period, paid or not. */
  earned: z.number(),
  /** What staff have paid out. */
  paid: z.number(),
  currency: z.string(),
});
export type ReferralEarnings = z.infer<typeof referralEarningsSchema>;

/**
 * GET /api/referral: the user's place in the programme, their code, the programme's terms, and,
 * once accepted, where payouts go and the figures (null before).
 */
export const referralProgrammeSchema = z.object({
  status: z.enum(referralStatuses),
  code: z.string(),
  /** When the user asked to join (ISO), or null. */
  joinedAt: z.nullable(z.string()),
  payoutEmail: z.nullable(z.string()),
  /** The share of a referral's first purchase the programme pays, in percent. */
  commissionPercent: z.number(),
  /** Days a commission stays pending after the purchase (a refund may still take it back). */
  holdDays: z.int(),
  earnings: z.nullable(referralEarningsSchema),
});
export type ReferralProgramme = z.infer<typeof referralProgrammeSchema>;
export const referralProgrammeResponseSchema = successEnvelope(referralProgrammeSchema);

/** PUT /api/referral/payout: the PayPal e-mail address payouts are sent to. */
export const referralPayoutBodySchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254),
      z.email('Invalid e-mail address'),
      z.superRefine(refineStorableText),
    ),
});

/** PUT /api/referral/code: a new code for the referral link (old links stop counting). */
export const referralCodeBodySchema = z.object({ code: referralCodeSchema });

/** POST /api/referral/clicks: a referral link was opened. */
export const referralClickBodySchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(64), z.superRefine(refineStorableText)),
});
export const referralClickResponseSchema = successEnvelope(z.object({ counted: z.boolean() }));

/** The exact texts of the referral programme's refusals (docs/product.md), all 409 CONFLICT. */
export const referralTexts = {
  declined: 'Your request to join the referral programme was declined.',
  blocked: 'Your referral account is blocked.',
  notMember: 'Join the referral programme first.',
  codeTaken: 'This code is already taken.',
} as const;

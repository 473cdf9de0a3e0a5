import { z } from 'zod';
import { successEnvelope } from './envelope';

/** The exact texts of docs/product.md, Paying, that clients compare against or show as is. */
export const billingTexts = {
  trialLimit: 'You have reached the trial limit. Please upgrade to continue.',
  membershipRequired: 'An active plan is needed for this. Choose a plan to continue.',
  nameOnCardMissing: 'Please enter your name as shown on the credit card.',
} as const;

/** The ways to pay a checkout offers; `free` settles a total of 0 without a provider. */
export const checkoutMethodSchema = z.enum(['stripe', 'paypal', 'bank']);
export type CheckoutMethod = z.infer<typeof checkoutMethodSchema>;

export const billMethodSchema = z.enum(['stripe', 'paypal', 'bank', 'free', 'manual']);
export const billStatusSchema = z.enum(['pending', 'paid', 'failed', 'refunded', 'cancelled']);
export type BillStatus = z.infer<typeof billStatusSchema>;

const isoTime = z.string().datetime({ offset: true });
const couponCode = z.string().trim().max(64);
/** A client-made key (a UUID per checkout attempt): the same key never opens a second bill. */
const idempotencyKey = z.string().trim().min(8).max(100);

/** A user's plan now (docs/product.md, Memberships), with the plan it is for. */
export const membershipSchema = z.object({
  _id: z.string().uuid(),
  plan: z.object({
    _id: z.string().uuid(),
    slug: z.string(),
    title: z.string(),
    title_viet: z.string(),
    price: z.number().nonnegative(),
    currency: z.string(),
  }),
  forTeam: z.boolean(),
  roles: z.object({ mod: z.number().int().nonnegative(), member: z.number().int().nonnegative() }),
  start: isoTime,
  finish: isoTime,
  isExpired: z.boolean(),
  /** Whether renewal may still be stopped: an active, paid membership not yet cancelled. */
  canCancel: z.boolean(),
  /** When renewal was stopped; access lasts until `finish`. */
  cancelledAt: isoTime.nullable(),
  method: billMethodSchema.or(z.literal('trial')),
  /** The team whose plan the user shares, with its owner; null for the user's own plan. */
  team: z.object({ owner: z.object({ email: z.string(), name: z.string() }) }).nullable(),
  owner: z.object({ email: z.string() }),
});
export type MembershipDto = z.infer<typeof membershipSchema>;

/** The bank account, amount and note of a bank transfer, and the VietQR payload to scan. */
export const bankTransferDetailsSchema = z.object({
  bankName: z.string(),
  bankBin: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  amountVnd: z.number().int().positive(),
  /** What the transfer's description must say: the plan, the account e-mail and the bill code. */
  note: z.string(),
  /** The EMVCo (NAPAS VietQR) string a banking app reads from the QR code. */
  qrPayload: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

/** A row of the billing history, with how it was paid and its code. */
export const billSchema = z.object({
  _id: z.string().uuid(),
  code: z.string(),
  created: isoTime,
  updated: isoTime,
  title: z.string(),
  status: billStatusSchema,
  /** What was (or is to be) paid, after the discount. */
  price: z.number().nonnegative(),
  listPrice: z.number().nonnegative(),
  discount: z.number().nonnegative(),
  coupon: z.string().nullable(),
  currency: z.string(),
  method: billMethodSchema,
  failureMessage: z.string().nullable(),
  /** For a pending bank transfer: what to send, and where. */
  transfer: bankTransferDetailsSchema.nullable(),
});
export type BillDto = z.infer<typeof billSchema>;

export const billParamsSchema = z.object({ id: z.string().uuid() });

/** A saved card, as Stripe describes it (only the last four digits). */
export const cardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type CardDto = z.infer<typeof cardSchema>;

export const addCardBodySchema = z.object({
  /** The PaymentMethod id Stripe.js made from the card field. */
  token: z.string().trim().min(1).max(255),
  form: z.object({ name: z.string().trim().min(1, billingTexts.nameOnCardMissing).max(200) }),
});
export const removeCardBodySchema = z.object({ cardId: z.string().trim().min(1).max(255) });

/** What the browser needs to load Stripe.js and its card field. */
export const stripeSettingsSchema = z.object({ publishableKey: z.string(), scriptUrl: z.string() });

export const planCheckoutBodySchema = z.object({
  planId: z.string().uuid(),
  coupon: couponCode.default(''),
  idempotencyKey,
});
export const stripeCheckoutBodySchema = planCheckoutBodySchema.extend({
  cardId: z.string().trim().max(255).default(''),
});
export const stripeConfirmBodySchema = z.object({ billId: z.string().uuid() });
export const paypalCaptureBodySchema = z.object({ orderId: z.string().trim().min(1).max(64) });

/**
 * How a checkout ended: `completed` with the membership it started or extended; `requires_action`
 * when the bank asks for 3-D Secure (the browser finishes it with `clientSecret`, then confirms);
 * `redirect` to PayPal's approval page; `pending` for a bank transfer to be made.
 */
export const checkoutResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('completed'), bill: billSchema, membership: membershipSchema }),
  z.object({ status: z.literal('requires_action'), bill: billSchema, clientSecret: z.string() }),
  z.object({ status: z.literal('redirect'), bill: billSchema, redirect: z.string().url() }),
  z.object({ status: z.literal('pending'), bill: billSchema }),
]);
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const couponAvailableBodySchema = z.object({
  method: checkoutMethodSchema,
  code: couponCode.default(''),
});
export const couponApplyBodySchema = z.object({
  planId: z.string().uuid(),
  code: couponCode.min(1, 'Enter a coupon code.'),
  method: checkoutMethodSchema,
});
export const couponResultSchema = z.object({
  discount: z.number().nonnegative(),
  text: z.string(),
});

export const membershipResponseSchema = successEnvelope(membershipSchema.nullable());
export const cancelledMembershipResponseSchema = successEnvelope(membershipSchema);
export const billListResponseSchema = successEnvelope(z.array(billSchema));
export const billResponseSchema = successEnvelope(billSchema);
export const gatewayListResponseSchema = successEnvelope(z.array(checkoutMethodSchema));
export const cardListResponseSchema = successEnvelope(z.array(cardSchema));
export const cardResponseSchema = z.object({
  success: z.literal(true),
  data: cardSchema,
  message: z.string(),
});
export const stripeSettingsResponseSchema = successEnvelope(stripeSettingsSchema);
export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  data: checkoutResultSchema,
  message: z.string(),
});
export const couponAvailableResponseSchema = successEnvelope(z.boolean());
export const couponApplyResponseSchema = z.object({
  success: z.literal(true),
  data: couponResultSchema,
  message: z.string(),
});
export const webhookResponseSchema = successEnvelope(z.object({ received: z.literal(true) }));

/** Whether payments go to local test providers (the sandbox): the web app then says so. */
export const paymentModeSchema = z.object({ sandbox: z.boolean() });
export type PaymentMode = z.infer<typeof paymentModeSchema>;
export const paymentModeResponseSchema = successEnvelope(paymentModeSchema);

/**
 * GET /payment/usage: how much of the plan's search allowance the user spent today (a trial's
 * searches per day and deepest result page; null where the plan has no such limit).
 */
export const searchUsageSchema = z.object({
  /** The UTC day counted (2026-11-02); the allowance starts again at its end. */
  day: z.string(),
  resetsAt: isoTime,
  searchesToday: z.number().int().nonnegative(),
  searchesPerDay: z.number().int().nonnegative().nullable(),
  maxResultPage: z.number().int().positive().nullable(),
});
export type SearchUsage = z.infer<typeof searchUsageSchema>;
export const searchUsageResponseSchema = successEnvelope(searchUsageSchema);

import { z } from 'zod/mini';
import { billingTexts } from './billing-texts';
import { successEnvelope } from './envelope';
import { isoTime } from './iso-time';
import { billMethodSchema, membershipSchema } from './membership';

/** The ways to pay a checkout offers; `free` settles a total of 0 without a provider. */
export const checkoutMethodSchema = z.enum(['stripe', 'paypal', 'bank']);
export type CheckoutMethod = z.infer<typeof checkoutMethodSchema>;

export const billStatusSchema = z.enum(['pending', 'paid', 'failed', 'refunded', 'cancelled']);
export type BillStatus = z.infer<typeof billStatusSchema>;

const couponCode = z.string().check(z.trim(), z.maxLength(64));
/** A client-made key (a UUID per checkout attempt): the same key never opens a second bill. */
const idempotencyKey = z.string().check(z.trim(), z.minLength(8), z.maxLength(100));

/** The bank account, amount and note of a bank transfer, and the VietQR payload to scan. */
export const bankTransferDetailsSchema = z.object({
  bankName: z.string(),
  bankBin: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  amountVnd: z.int().check(z.positive()),
  /** What the transfer's description must say: the plan, the account e-mail and the bill code. */
  note: z.string(),
  /** The EMVCo (NAPAS VietQR) string a banking app reads from the QR code. */
  qrPayload: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

/** A row of the billing history, with how it was paid and its code. */
export const billSchema = z.object({
  _id: z.uuid(),
  code: z.string(),
  created: isoTime,
  updated: isoTime,
  title: z.string(),
  status: billStatusSchema,
  /** What was (or is to be) paid, after the discount. */
  price: z.number().check(z.nonnegative()),
  listPrice: z.number().check(z.nonnegative()),
  discount: z.number().check(z.nonnegative()),
  coupon: z.nullable(z.string()),
  currency: z.string(),
  method: billMethodSchema,
  failureMessage: z.nullable(z.string()),
  /** For a pending bank transfer: what to send, and where. */
  transfer: z.nullable(bankTransferDetailsSchema),
});
export type BillDto = z.infer<typeof billSchema>;

export const billParamsSchema = z.object({ id: z.uuid() });

/** A saved card, as Stripe describes it (only the last four digits). */
export const cardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.int(),
  exp_year: z.int(),
});
export type CardDto = z.infer<typeof cardSchema>;

export const addCardBodySchema = z.object({
  /** The PaymentMethod id Stripe.js made from the card field. */
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  form: z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, billingTexts.nameOnCardMissing), z.maxLength(200)),
  }),
});
export const removeCardBodySchema = z.object({
  cardId: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
});

/** What the browser needs to load Stripe.js and its card field. */
export const stripeSettingsSchema = z.object({ publishableKey: z.string(), scriptUrl: z.string() });

export const planCheckoutBodySchema = z.object({
  planId: z.uuid(),
  coupon: z._default(couponCode, ''),
  idempotencyKey,
});
export const stripeCheckoutBodySchema = z.extend(planCheckoutBodySchema, {
  cardId: z._default(z.string().check(z.trim(), z.maxLength(255)), ''),
});
export const stripeConfirmBodySchema = z.object({ billId: z.uuid() });
export const paypalCaptureBodySchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/**
 * How a checkout ended: `completed` with the membership it started or extended; `requires_action`
 * when the bank asks for 3-D Secure (the browser finishes it with `clientSecret`, then confirms);
 * `redirect` to PayPal's approval page; `pending` for a bank transfer to be made.
 */
export const checkoutResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('completed'), bill: billSchema, membership: membershipSchema }),
  z.object({ status: z.literal('requires_action'), bill: billSchema, clientSecret: z.string() }),
  z.object({ status: z.literal('redirect'), bill: billSchema, redirect: z.url() }),
  z.object({ status: z.literal('pending'), bill: billSchema }),
]);
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const couponAvailableBodySchema = z.object({
  method: checkoutMethodSchema,
  code: z._default(couponCode, ''),
});
export const couponApplyBodySchema = z.object({
  planId: z.uuid(),
  code: couponCode.check(z.minLength(1, 'Enter a coupon code.')),
  method: checkoutMethodSchema,
});
export const couponResultSchema = z.object({
  discount: z.number().check(z.nonnegative()),
  text: z.string(),
});

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
  searchesToday: z.int().check(z.nonnegative()),
  searchesPerDay: z.nullable(z.int().check(z.nonnegative())),
  maxResultPage: z.nullable(z.int().check(z.positive())),
});
export type SearchUsage = z.infer<typeof searchUsageSchema>;
export const searchUsageResponseSchema = successEnvelope(searchUsageSchema);

import { z } from 'zod';

/** An amount as PayPal writes it: an ISO 4217 code and a decimal string ("59.00"). */
export const paypalMoneySchema = z.object({ currency_code: z.string(), value: z.string() });
export type PayPalMoney = z.infer<typeof paypalMoneySchema>;

/** A capture of an order's payment (also the resource of the PAYMENT.CAPTURE.* events). */
export const paypalCaptureSchema = z.object({
  id: z.string(),
  /** COMPLETED, PENDING, DECLINED, FAILED, PARTIALLY_REFUNDED, REFUNDED. */
  status: z.string(),
  amount: paypalMoneySchema.optional(),
  custom_id: z.string().optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});
export type PayPalCapture = z.infer<typeof paypalCaptureSchema>;

/** An order of the Orders v2 API, with the parts the product reads. */
export const paypalOrderSchema = z.object({
  id: z.string(),
  /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED. */
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        payments: z.object({ captures: z.array(paypalCaptureSchema).default([]) }).optional(),
      }),
    )
    .default([]),
});
export type PayPalOrder = z.infer<typeof paypalOrderSchema>;

export const paypalTokenSchema = z.object({
  access_token: z.string().min(1),
  /** Seconds. */
  expires_in: z.number().positive(),
});

export const paypalVerificationSchema = z.object({
  verification_status: z.enum(['SUCCESS', 'FAILURE']),
});

/** PayPal's error answer: {name, message, debug_id, details: [{issue, description}]}. */
export const paypalErrorSchema = z.object({
  name: z.string(),
  message: z.string(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string(), description: z.string().optional() })).default([]),
});

/** A webhook event: what it is about is re-read from PayPal, never taken from here. */
export const paypalWebhookEventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.record(z.string(), z.unknown()),
});
export type PayPalWebhookEvent = z.infer<typeof paypalWebhookEventSchema>;

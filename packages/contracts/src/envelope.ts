import { z } from 'zod/mini';

/** Every successful response: `{ success: true, data }`. */
export function successEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/**
 * The stable codes of a field that broke a rule, each with its parameters (docs/product.md, The
 * API's envelope and error texts). Clients show their own text for a code; an unknown code falls
 * back to the envelope's message.
 */
export const fieldErrorCodes = [
  /** Missing, or empty where text is needed. */
  'required',
  /** The wrong kind of value: `expected` names the kind ('string', 'number', …). */
  'invalid_type',
  /** Text shorter than `minimum` characters. */
  'too_short',
  /** Text longer than `maximum` characters. */
  'too_long',
  /** A number below `minimum`. */
  'too_small',
  /** A number above `maximum`. */
  'too_large',
  /** A number that must be more than `minimum`. */
  'must_exceed',
  /** A number that must be less than `maximum`. */
  'must_be_under',
  /** A list of fewer than `minimum` items. */
  'too_few',
  /** A list of more than `maximum` items. */
  'too_many',
  /** A number that is not a multiple of `divisor`. */
  'not_multiple_of',
  /** Not one of the values allowed, listed in `options` ('en, vi'). */
  'invalid_option',
  'invalid_email',
  'invalid_url',
  /** Any other format or pattern. */
  'invalid_format',
  /** A field the call does not take. */
  'unknown_field',
  /** A phone number: digits, spaces and + ( ) . - only. */
  'invalid_phone',
  /** Any other rule. */
  'invalid',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

const fieldErrorParameterSchema = z.union([z.string(), z.number(), z.boolean()]);
export type FieldErrorParameter = z.infer<typeof fieldErrorParameterSchema>;

/**
 * One field that broke a rule: its path in the request ('settings.phone', 'members.2.email'), the
 * rule's code and the rule's parameters beside them, e.g. `{ field: 'name', code: 'too_long',
 * maximum: 80 }`. The code is a string rather than the enum so that a client keeps reading the
 * envelope when the server learns a new code.
 */
export const fieldErrorSchema = z.catchall(
  z.object({ field: z.string(), code: z.string() }),
  fieldErrorParameterSchema,
);
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every failed response: `{ success: false, message, code?, fieldErrors? }`. `message` says in
 * English what went wrong (for the first field, when fields broke rules); `fieldErrors` lists every
 * field of a VALIDATION_FAILED request with a code a client can translate.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.optional(z.string()),
  fieldErrors: z.optional(z.array(fieldErrorSchema)),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * The options of a refinement whose failure has a code of its own in `fieldErrors` (otherwise it
 * is 'invalid'):
 * `z.string().check(z.refine(isPhone, fieldRule('invalid_phone', 'must be a phone number')))`.
 * `message` stays the English text of the envelope's message.
 */
export function fieldRule(
  code: FieldErrorCode,
  message: string,
  parameters: Record<string, FieldErrorParameter> = {},
) {
  return { message, params: { ...parameters, code } };
}

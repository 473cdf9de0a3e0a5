import { z } from 'zod/mini';
import { fieldRule, successEnvelope } from './envelope';
import { refineStorableText } from './storable-text';

export const languageSchema = z.enum(['en', 'vi']);

/**
 * The cookie in which the web app keeps its interface language for the server, which sends the
 * pages it renders ahead in that language.
 */
export const languageCookie = 'postradar_language';

export const userSettingsSchema = z.object({
  language: z.optional(languageSchema),
  phone: z.optional(z.string()),
  showFavorite: z.optional(z.boolean()),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** The signed-in user as the apps keep it. */
export const userProfileSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  roles: z.array(z.string()),
  scopes: z.array(z.string()),
  affiliateCode: z.string(),
  settings: userSettingsSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const userProfileResponseSchema = successEnvelope(userProfileSchema);

const phonePattern = /^$|^\+?[0-9 ().-]{6,32}$/;
const phoneSchema = z.string().check(
  z.trim(),
  z.maxLength(32),
  z.refine(
    (phone) => phonePattern.test(phone),
    fieldRule('invalid_phone', 'must be a phone number: digits, spaces and + ( ) . - only'),
  ),
);

/**
 * PUT or POST /api/user/settings: the language alone, or phone with showFavorite, or all three
 * (docs/product.md, Settings and profile). One object with a rule rather than a union of shapes, so
 * that a bad field is named in the 400 ('settings.phone: must be a phone number…') instead of
 * 'Invalid input'.
 */
export const updateSettingsBodySchema = z.object({
  settings: z
    .strictObject({
      language: z.optional(languageSchema),
      phone: z.optional(phoneSchema),
      showFavorite: z.optional(z.boolean()),
    })
    .check(
      z.refine(
        ({ language, phone, showFavorite }) =>
          (phone === undefined) === (showFavorite === undefined) &&
          (language !== undefined || phone !== undefined),
        'send the language alone, phone with showFavorite, or all three',
      ),
    ),
});
export const settingsResponseSchema = successEnvelope(userSettingsSchema);

/**
 * PUT or POST /api/user/meta: free-form client state (e.g. dismissed hints); small and flat. Its
 * text must be storable: no NUL character, no lone surrogate half.
 */
export const updateMetaBodySchema = z.object({
  meta: z
    .record(
      z
        .string()
        .check(z.maxLength(64, 'must be at most 64 characters'), z.superRefine(refineStorableText)),
      z.union([
        z.string().check(z.maxLength(1000), z.superRefine(refineStorableText)),
        z.number(),
        z.boolean(),
        z.null(),
      ]),
      {
        error: (issue) =>
          issue.code === 'invalid_key'
            ? `the key ${issue.issues[0]?.message ?? 'is invalid'}`
            : undefined,
      },
    )
    .check(z.refine((meta) => Object.keys(meta).length <= 50, 'at most 50 keys')),
});
export const metaResponseSchema = successEnvelope(z.record(z.string(), z.unknown()));

/** POST /api/user/phone-number. */
export const phoneNumberBodySchema = z.object({ phone: phoneSchema });

/** POST /api/user/affiliate: the code of the referrer, sent once after sign-in. */
export const affiliateBodySchema = z.object({
  affiliate: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(64), z.superRefine(refineStorableText)),
});
export const affiliateResponseSchema = successEnvelope(z.object({ referred: z.boolean() }));

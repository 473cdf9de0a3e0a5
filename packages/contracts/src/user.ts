import { z } from 'zod';
import { fieldRule, successEnvelope } from './envelope';
import { refineStorableText } from './storable-text';

export const languageSchema = z.enum(['en', 'vi']);

/**
 * The cookie in which the web app keeps its interface language for the server, which sends the
 * pages it renders ahead in that language.
 */
export const languageCookie = 'postradar_language';

export const userSettingsSchema = z.object({
  language: languageSchema.optional(),
  phone: z.string().optional(),
  showFavorite: z.boolean().optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** The signed-in user as the apps keep it. */
export const userProfileSchema = z.object({
  _id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  roles: z.array(z.string()),
  scopes: z.array(z.string()),
  affiliateCode: z.string(),
  settings: userSettingsSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const userProfileResponseSchema = successEnvelope(userProfileSchema);

const phonePattern = /^$|^\+?[0-9 ().-]{6,32}$/;
const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .refine(
    (phone) => phonePattern.test(phone),
    fieldRule('invalid_phone', 'must be a phone number: digits, spaces and + ( ) . - only'),
  );

/**
 * PUT or POST /api/user/settings: the language alone, or phone with showFavorite, or all three
 * (docs/product.md, Settings and profile). One object with a rule rather than a union of shapes, so
 * that a bad field is named in the 400 ('settings.phone: must be a phone number…') instead of
 * 'Invalid input'.
 */
export const updateSettingsBodySchema = z.object({
  settings: z
    .object({
      language: languageSchema.optional(),
      phone: phoneSchema.optional(),
      showFavorite: z.boolean().optional(),
    })
    .strict()
    .refine(
      ({ language, phone, showFavorite }) =>
        (phone === undefined) === (showFavorite === undefined) &&
        (language !== undefined || phone !== undefined),
      'send the language alone, phone with showFavorite, or all three',
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
      z.string().max(64, 'must be at most 64 characters').superRefine(refineStorableText),
      z.union([
        z.string().max(1000).superRefine(refineStorableText),
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
    .refine((meta) => Object.keys(meta).length <= 50, 'at most 50 keys'),
});
export const metaResponseSchema = successEnvelope(z.record(z.string(), z.unknown()));

/** POST /api/user/phone-number. */
export const phoneNumberBodySchema = z.object({ phone: phoneSchema });

/** POST /api/user/affiliate: the code of the referrer, sent once after sign-in. */
export const affiliateBodySchema = z.object({
  affiliate: z.string().trim().min(1).max(64).superRefine(refineStorableText),
});
export const affiliateResponseSchema = successEnvelope(z.object({ referred: z.boolean() }));

import { z } from 'zod';
import { successEnvelope } from './envelope';

/** The page sizes the referral table offers (10 unless asked). */
export const affiliatePageSizes = [10, 20, 50, 100] as const;

/** GET /api/affiliate: the page of the table and its size. */
export const affiliateListQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a page number from 1')
    .default('1')
    .transform(Number),
  limit: z
    .enum(['10', '20', '50', '100'], { message: 'must be one of 10, 20, 50, 100' })
    .default('10')
    .transform(Number),
});
export type AffiliateListQuery = z.output<typeof affiliateListQuerySchema>;

/**
 * One user who signed up through the affiliate's link: the code they came with, their e-mail
 * address with most of its name hidden (`an•••@example.com`: the affiliate recognises a contact,
 * nobody learns an address), the plan and amount of their first paid bill (null until they pay),
 * and when they registered (ISO).
 */
export const affiliateRowSchema = z.object({
  code: z.string(),
  email: z.string(),
  plan: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  register_date: z.string(),
});
export type AffiliateRow = z.infer<typeof affiliateRowSchema>;

/** The affiliate's referrals, newest registration first, a page at a time. */
export const affiliateListSchema = z.object({
  affiliates: z.array(affiliateRowSchema),
  /** How many pages of `limit` rows there are (0 with no referral). */
  pages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** How many users signed up through the link; how many of them paid. */
  total: z.number().int(),
  purchases: z.number().int(),
});
export type AffiliateList = z.infer<typeof affiliateListSchema>;
export const affiliateListResponseSchema = successEnvelope(affiliateListSchema);

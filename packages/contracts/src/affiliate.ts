import { z } from 'zod/mini';
import { successEnvelope } from './envelope';

/** The page sizes the referral table offers (10 unless asked). */
export const affiliatePageSizes = [10, 20, 50, 100] as const;

/** GET /api/affiliate: the page of the table and its size. */
export const affiliateListQuerySchema = z.object({
  page: z.pipe(
    z._default(z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'must be a page number from 1')), '1'),
    z.transform(Number),
  ),
  limit: z.pipe(
    z._default(
      z.enum(['10', '20', '50', '100'], { message: 'must be one of 10, 20, 50, 100' }),
      '10',
    ),
    z.transform(Number),
  ),
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
  plan: z.nullable(z.string()),
  price: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  register_date: z.string(),
});
export type AffiliateRow = z.infer<typeof affiliateRowSchema>;

/** The affiliate's referrals, newest registration first, a page at a time. */
export const affiliateListSchema = z.object({
  affiliates: z.array(affiliateRowSchema),
  /** How many pages of `limit` rows there are (0 with no referral). */
  pages: z.int(),
  page: z.int(),
  limit: z.int(),
  /** How many users signed up through the link; how many of them paid. */
  total: z.int(),
  purchases: z.int(),
});
export type AffiliateList = z.infer<typeof affiliateListSchema>;
export const affiliateListResponseSchema = successEnvelope(affiliateListSchema);

import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { listPageQuerySchema, paginatedSchema, postSchema } from '../research';
import { refineStorableText } from '../storable-text';

/** The longest note on a pooled post. */
export const poolNoteMaxLength = 2000;

export const poolItemSchema = z.object({
  post: postSchema,
  /** Who put it on the pool (null once their account is gone). */
  addedBy: z.object({ name: z.string(), avatar: z.string().nullable() }).nullable(),
  note: z.string(),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export type PoolItem = z.infer<typeof poolItemSchema>;

export const poolListQuerySchema = listPageQuerySchema;
export const poolListResponseSchema = successEnvelope(paginatedSchema(poolItemSchema));
export const poolItemResponseSchema = successEnvelope(poolItemSchema);

export const poolNoteBodySchema = z.object({
  note: z
    .string()
    .trim()
    .max(poolNoteMaxLength, `must be at most ${poolNoteMaxLength} characters`)
    .superRefine(refineStorableText),
});

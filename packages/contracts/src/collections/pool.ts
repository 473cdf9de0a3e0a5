import { z } from 'zod/mini';
import { successEnvelope } from '../envelope';
import { listPageQuerySchema, paginatedSchema, postSchema } from '../research';
import { refineStorableText } from '../storable-text';

/** The longest note on a pooled post. */
export const poolNoteMaxLength = 2000;

export const poolItemSchema = z.object({
  post: postSchema,
  /** Who put it on the pool (null once their account is gone). */
  addedBy: z.nullable(z.object({ name: z.string(), avatar: z.nullable(z.string()) })),
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
    .check(
      z.trim(),
      z.maxLength(poolNoteMaxLength, `must be at most ${poolNoteMaxLength} characters`),
      z.superRefine(refineStorableText),
    ),
});

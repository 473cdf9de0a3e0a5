import { z } from 'zod';
import { refineStorableText } from '../storable-text';
import { maxIdsPerCall } from './collection-limits';

/** A numeric id of the corpus or of a collection, as it travels in paths and bodies. */
export const numericIdSchema = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a numeric id');

export const idParamsSchema = z.object({ id: numericIdSchema });

/** The most characters of a category, group or saved-search name, after trimming. */
export const collectionNameMaxLength = 80;

/**
 * A category, group or saved-search name: 1 to 80 characters after trimming, or 'Invalid name'
 * (the message the screens show as it is).
 */
export const collectionNameSchema = z
  .string({ message: 'Invalid name' })
  .trim()
  .min(1, 'Invalid name')
  .max(collectionNameMaxLength, 'Invalid name')
  .superRefine(refineStorableText);

export const nameBodySchema = z.object({ name: collectionNameSchema });
export type NameBody = z.output<typeof nameBodySchema>;

/** Up to 100 distinct post ids (every post of a page of results). */
export const postIdListSchema = z
  .array(numericIdSchema)
  .min(1, 'must name at least one post')
  .max(maxIdsPerCall, `must name at most ${maxIdsPerCall} posts`)
  .transform((ids) => [...new Set(ids)]);

/** A comma-separated list of up to 100 ids in a query parameter. */
export const idListParamSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.length <= maxIdsPerCall, `must list at most ${maxIdsPerCall} ids`)
  .refine((ids) => ids.every((id) => numericIdSchema.safeParse(id).success), {
    message: 'must be numeric ids, comma-separated',
  })
  .transform((ids) => [...new Set(ids)]);

/** What a removal answers: whether something was there to remove. */
export const removedSchema = z.object({ removed: z.boolean() });

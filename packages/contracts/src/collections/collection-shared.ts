import { z } from 'zod/mini';
import { commaList } from '../comma-list';
import { refineStorableText } from '../storable-text';
import { maxIdsPerCall } from './collection-limits';

/** A numeric id of the corpus or of a collection, as it travels in paths and bodies. */
export const numericIdSchema = z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'must be a numeric id'));

export const idParamsSchema = z.object({ id: numericIdSchema });

/** The most characters of a category, group or saved-search name, after trimming. */
export const collectionNameMaxLength = 80;

/**
 * A category, group or saved-search name: 1 to 80 characters after trimming, or 'Invalid name'
 * (the message the screens show as it is).
 */
export const collectionNameSchema = z
  .string({ message: 'Invalid name' })
  .check(
    z.trim(),
    z.minLength(1, 'Invalid name'),
    z.maxLength(collectionNameMaxLength, 'Invalid name'),
    z.superRefine(refineStorableText),
  );

export const nameBodySchema = z.object({ name: collectionNameSchema });
export type NameBody = z.output<typeof nameBodySchema>;

/** Up to 100 distinct post ids (every post of a page of results). */
export const postIdListSchema = z.pipe(
  z
    .array(numericIdSchema)
    .check(
      z.minLength(1, 'must name at least one post'),
      z.maxLength(maxIdsPerCall, `must name at most ${maxIdsPerCall} posts`),
    ),
  z.transform((ids: string[]) => [...new Set(ids)]),
);

/** A comma-separated list of up to 100 ids in a query parameter, without repeats. */
export const idListParamSchema = commaList(numericIdSchema, 'numeric ids', maxIdsPerCall);

/** What a removal answers: whether something was there to remove. */
export const removedSchema = z.object({ removed: z.boolean() });

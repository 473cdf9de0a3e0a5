import { z } from 'zod/mini';
import { nicheSchema } from './audience';
import { removedSchema } from './collections/collection-shared';
import { successEnvelope } from './envelope';
import { listPageQuerySchema, paginatedSchema, postSchema } from './research';
import { refineStorableText } from './storable-text';

/** Ideas: posts staff with the idea-mod role pick, each with a note and a niche. */

/**
 * A niche as ideas file it: trimmed, in lower case, so that 'Nurse' and 'nurse' are one niche (as
 * the corpus's tags, which suggest niches, are).
 */
export function fileNiche(niche: string): string {
  return niche.trim().toLocaleLowerCase('en-US');
}

/** The longest note on an idea. */
export const ideaNoteMaxLength = 500;

export const ideaSchema = z.object({
  post: postSchema,
  note: z.string(),
  niche: z.string(),
  /** Who picked it (null once their account is gone). */
  addedBy: z.nullable(z.object({ name: z.string(), avatar: z.nullable(z.string()) })),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export type Idea = z.infer<typeof ideaSchema>;

/** GET /api/ideas: newest first, of one niche or of all. */
export const ideaListQuerySchema = z.extend(listPageQuerySchema, {
  niche: z.optional(nicheSchema),
});
export type IdeaListQuery = z.output<typeof ideaListQuerySchema>;
export const ideaListResponseSchema = successEnvelope(paginatedSchema(ideaSchema));
export const ideaResponseSchema = successEnvelope(ideaSchema);
/** GET /api/ideas/posts/:postId: the idea a post is, or null when it is none. */
export const ideaOfPostResponseSchema = successEnvelope(z.nullable(ideaSchema));
export const ideaRemovedResponseSchema = successEnvelope(removedSchema);

/** The niches that have ideas, with how many, the most first. */
export const ideaNichesResponseSchema = successEnvelope(
  z.array(z.object({ niche: z.string(), ideas: z.int() })),
);

/** PUT /api/ideas/posts/:postId: adds the post to ideas, or edits its note and niche. */
export const ideaBodySchema = z.object({
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      z.maxLength(ideaNoteMaxLength, `must be at most ${ideaNoteMaxLength} characters`),
      z.superRefine(refineStorableText),
    ),
  niche: nicheSchema,
});
export type IdeaBody = z.output<typeof ideaBodySchema>;

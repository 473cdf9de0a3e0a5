import { z } from 'zod/mini';
import { successEnvelope } from '../envelope';
import {
  domainListItemSchema,
  listPageQuerySchema,
  pageListItemSchema,
  paginatedSchema,
  pixelListItemSchema,
} from '../research';
import { collectionNameSchema, numericIdSchema } from './collection-shared';
import { followKinds } from './follows';

/** What a group holds: pages, domains and pixels (the kinds a user follows). */
export const groupMemberKinds = followKinds;
export type GroupMemberKind = (typeof groupMemberKinds)[number];
const memberKindSchema = z.enum(groupMemberKinds, { message: 'must be page, domain or pixel' });

export const groupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  pageCount: z.int(),
  domainCount: z.int(),
  pixelCount: z.int(),
  /** The signed-in user's own group (they may change it). */
  isOwn: z.boolean(),
  /** Published by staff: every user sees it and may follow and copy it. */
  isFeatured: z.boolean(),
  /** The user follows this featured group. */
  isFollowed: z.boolean(),
  /** Whether it holds the member named by the list's `containing` (false when none was named). */
  hasMember: z.boolean(),
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResearchGroup = z.infer<typeof groupSchema>;
export const groupResponseSchema = successEnvelope(groupSchema);

/** `page:12`: the member whose presence each group of a list reports (the add-to-group modal). */
const memberRefSchema = z.pipe(
  z
    .string()
    .check(
      z.regex(/^(page|domain|pixel):[1-9]\d{0,15}$/, 'must be page:ID, domain:ID or pixel:ID'),
    ),
  z.transform((value: string) => {
    const [kind, id] = value.split(':') as [GroupMemberKind, string];
    return { kind, id };
  }),
);

/**
 * GET /api/groups: the user's own groups (`scope=own`, the default), the featured ones
 * (`featured`) or the featured ones they follow (`followed`), by name.
 */
export const groupListQuerySchema = z.extend(listPageQuerySchema, {
  scope: z._default(
    z.enum(['own', 'featured', 'followed'], { message: 'must be own, featured or followed' }),
    'own',
  ),
  q: z.optional(z.string().check(z.trim(), z.maxLength(80, 'must be at most 80 characters'))),
  containing: z.optional(memberRefSchema),
});
export type GroupListQuery = z.output<typeof groupListQuerySchema>;
export const groupListResponseSchema = successEnvelope(paginatedSchema(groupSchema));

const memberCommon = { addedAt: z.string() };
/** A group's member with its list row (its counts). */
export const groupMemberSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), page: pageListItemSchema, ...memberCommon }),
  z.object({ kind: z.literal('domain'), domain: domainListItemSchema, ...memberCommon }),
  z.object({ kind: z.literal('pixel'), pixel: pixelListItemSchema, ...memberCommon }),
]);
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** GET /api/groups/:id: 'Group details', the group and every member (up to the limit). */
export const groupDetailResponseSchema = successEnvelope(
  z.object({ group: groupSchema, members: z.array(groupMemberSchema) }),
);

export const groupMemberParamsSchema = z.object({
  id: numericIdSchema,
  kind: memberKindSchema,
  targetId: numericIdSchema,
});
export const groupMemberStateResponseSchema = successEnvelope(
  z.object({ group: groupSchema, isMember: z.boolean() }),
);

/** PUT /api/groups/:id/featured (group-mod role): publish or withdraw a group. */
export const featureGroupBodySchema = z.object({ isFeatured: z.boolean() });
/** POST /api/groups/:id/copy: a featured group as the user's own, under a new name if given. */
export const copyGroupBodySchema = z.object({ name: z.optional(collectionNameSchema) });

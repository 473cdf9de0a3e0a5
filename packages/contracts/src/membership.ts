import { z } from 'zod/mini';
import { successEnvelope } from './envelope';
import { isoTime } from './iso-time';

/** How a bill was settled; a membership also records `trial`. */
export const billMethodSchema = z.enum(['stripe', 'paypal', 'bank', 'free', 'manual']);

/** A user's plan now (docs/product.md, Memberships), with the plan it is for. */
export const membershipSchema = z.object({
  _id: z.uuid(),
  plan: z.object({
    _id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    title_viet: z.string(),
    price: z.number().check(z.nonnegative()),
    currency: z.string(),
  }),
  forTeam: z.boolean(),
  roles: z.object({ mod: z.int().check(z.nonnegative()), member: z.int().check(z.nonnegative()) }),
  start: isoTime,
  finish: isoTime,
  isExpired: z.boolean(),
  /** Whether renewal may still be stopped: an active, paid membership not yet cancelled. */
  canCancel: z.boolean(),
  /** When renewal was stopped; access lasts until `finish`. */
  cancelledAt: z.nullable(isoTime),
  method: z.union([billMethodSchema, z.literal('trial')]),
  /** The team whose plan the user shares, with its owner; null for the user's own plan. */
  team: z.nullable(z.object({ owner: z.object({ email: z.string(), name: z.string() }) })),
  owner: z.object({ email: z.string() }),
});
export type MembershipDto = z.infer<typeof membershipSchema>;

export const membershipResponseSchema = successEnvelope(z.nullable(membershipSchema));

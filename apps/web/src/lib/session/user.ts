import { z } from 'zod/mini';

/**
 * The signed-in user as kept in the browser. Unknown fields are kept so that a
 * newer server never loses data when the user is written back to storage.
 */
export const userSchema = z.looseObject({
  _id: z.optional(z.string()),
  name: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  avatar: z.nullish(z.string()),
  roles: z._default(z.array(z.string()), []),
  scopes: z._default(z.array(z.string()), []),
  affiliateCode: z.nullish(z.string()),
  settings: z.optional(
    z.looseObject({
      language: z.optional(z.string()),
      phone: z.optional(z.string()),
      showFavorite: z.optional(z.boolean()),
    }),
  ),
});
export type User = z.infer<typeof userSchema>;
export type UserInput = z.input<typeof userSchema>;

/** A user object counts only when it is non-empty (docs/product.md, Sign-in). */
export function isNonEmptyUser(user: unknown): boolean {
  return typeof user === 'object' && user !== null && Object.keys(user).length > 0;
}

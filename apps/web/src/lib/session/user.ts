import { z } from 'zod';

/**
 * The signed-in user as kept in the browser. Unknown fields are kept so that a
 * newer server never loses data when the user is written back to storage.
 */
export const userSchema = z.looseObject({
  _id: z.string().optional(),
  name: z.string().default(''),
  email: z.string().default(''),
  avatar: z.string().nullish(),
  roles: z.array(z.string()).default([]),
  scopes: z.array(z.string()).default([]),
  affiliateCode: z.string().nullish(),
  settings: z
    .looseObject({
      language: z.string().optional(),
      phone: z.string().optional(),
      showFavorite: z.boolean().optional(),
    })
    .optional(),
});
export type User = z.infer<typeof userSchema>;
export type UserInput = z.input<typeof userSchema>;

/** A user object counts only when it is non-empty (docs/product.md, Sign-in). */
export function isNonEmptyUser(user: unknown): boolean {
  return typeof user === 'object' && user !== null && Object.keys(user).length > 0;
}

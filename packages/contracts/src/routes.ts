/** Route prefixes of the API (SPEC section 7, DESIGN.md). */
export const routePrefixes = {
  main: '/api',
  auth: '/authentication',
  passport: '/passport',
  payment: '/payment',
  admin: '/admin-api',
  realtime: '/realtime',
} as const;
export type RoutePrefix = keyof typeof routePrefixes;

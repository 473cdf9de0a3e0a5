/** Route prefixes of the API, one per service (docs/ARCHITECTURE.md). */
export const routePrefixes = {
  main: '/api',
  auth: '/authentication',
  passport: '/passport',
  payment: '/payment',
  admin: '/admin-api',
  realtime: '/realtime',
} as const;
export type RoutePrefix = keyof typeof routePrefixes;

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

/** Paths relative to their prefix, shared by the API's routes and the clients. */
export const paths = {
  health: '/healthz',
  plans: '/plans',
  plan: '/plans/:id',
  /** passport */
  signIn: '/auth/google',
  signInCallback: '/auth/google/callback',
  /** authentication */
  token: '/oauth/token',
  heartbeat: '/heartbeat',
  logout: '/logout',
  adminHandoff: '/admin-handoff',
  /** admin-api */
  adminExchange: '/auth/exchange',
  adminMe: '/me',
  /** main: the signed-in user */
  userProfile: '/user/profile',
  userSettings: '/user/settings',
  userMeta: '/user/meta',
  userPhoneNumber: '/user/phone-number',
  userAffiliate: '/user/affiliate',
  userSessions: '/user/sessions',
  userSession: '/user/sessions/:id',
} as const;

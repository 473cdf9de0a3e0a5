/**
 * Addresses on PostRadar itself, outside the admin site's /admin base: plain links, left by a full
 * browser navigation (the web app and the admin site share the origin).
 */
export const links = {
  /** The web app's admin-entry screen, which signs staff in here with a fresh code. */
  adminEntry: '/ass',
  /** The web app's home. */
  postRadar: '/',
} as const;

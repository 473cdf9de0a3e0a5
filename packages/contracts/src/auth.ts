import { z } from 'zod/mini';
import { successEnvelope } from './envelope';

/** POST /authentication/oauth/token (refresh-token header): a new access token and the rotated refresh token. */
export const tokenResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ access_token: z.string(), refresh_token: z.string() }),
  message: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** /authentication/heartbeat: the user's current scopes and roles. */
export const heartbeatResponseSchema = successEnvelope(
  z.object({ scopes: z.array(z.string()), roles: z.array(z.string()) }),
);

export const logoutResponseSchema = successEnvelope(z.object({ signedOut: z.literal(true) }));

/** GET /passport/auth/google: optional affiliate code as JSON, the device id, the redirect target. */
export const startSignInQuerySchema = z.object({
  affiliate: z.optional(z.string().check(z.maxLength(200))),
  device: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});

export const signInCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(2048))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(200))),
  iss: z.optional(z.string().check(z.maxLength(2048))),
});

/**
 * Why the API refuses a session's tokens, in its exact words (docs/product.md, Forced logout):
 * the API answers with them, and the web app shows each, in the user's language, on /login.
 */
export const sessionEndMessages = {
  otherDevice: 'Your account is being used on another device.',
  tokenExpired: 'Access token was expired.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  invalidRefreshToken: 'Invalid refresh token.',
} as const;
export type SessionEndReason = keyof typeof sessionEndMessages;

/** Codes /login understands in ?error= after a failed sign-in (the page shows a translated text). */
export const signInErrorCodes = ['sign_in_failed', 'sign_in_expired', 'sign_in_cancelled'] as const;
export type SignInErrorCode = (typeof signInErrorCodes)[number];

export const activeSessionSchema = z.object({
  id: z.uuid(),
  deviceId: z.string(),
  browser: z.string(),
  os: z.string(),
  ipAddress: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const sessionListResponseSchema = successEnvelope(z.array(activeSessionSchema));
export const sessionParamsSchema = z.object({ id: z.uuid() });
export const endSessionResponseSchema = successEnvelope(z.object({ ended: z.literal(true) }));

/** POST /authentication/admin-handoff -> a one-time code for {baseAdminUrl}/auth/{code}. */
export const adminHandoffResponseSchema = successEnvelope(
  z.object({ code: z.string(), url: z.url(), expiresInSeconds: z.int() }),
);
/** POST /admin-api/auth/exchange: the admin site trades the code for its own tokens. */
export const adminExchangeBodySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const adminExchangeResponseSchema = successEnvelope(
  z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    user: z.object({
      _id: z.string(),
      email: z.string(),
      name: z.string(),
      avatar: z.nullable(z.string()),
      roles: z.array(z.string()),
    }),
  }),
);

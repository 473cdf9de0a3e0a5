import {
  adminHandoffResponseSchema,
  endSessionResponseSchema,
  heartbeatResponseSchema,
  logoutResponseSchema,
  sessionListResponseSchema,
  sessionParamsSchema,
  signInCallbackQuerySchema,
  startSignInQuerySchema,
  tokenResponseSchema,
} from '../auth';
import { defineCall } from './define-call';

/** Sign-in (passport), tokens and sign-out (authentication), and the user's own sessions. */
export const authCalls = {
  startSignIn: defineCall({
    method: 'GET',
    prefix: 'passport',
    path: '/auth/google',
    summary: 'Starts signing in at the identity provider (a browser navigation).',
    access: 'public',
    query: startSignInQuerySchema,
    answer: { kind: 'redirect', description: 'To the identity provider.' },
  }),
  finishSignIn: defineCall({
    method: 'GET',
    prefix: 'passport',
    path: '/auth/google/callback',
    summary: "The identity provider's answer; opens a session for the device.",
    access: 'public',
    query: signInCallbackQuerySchema,
    answer: {
      kind: 'redirect',
      description:
        'To /oauth-callback with the tokens in the URL fragment, or to /login?error=<code>.',
    },
  }),
  refreshToken: defineCall({
    method: 'POST',
    prefix: 'auth',
    path: '/oauth/token',
    summary: 'A new access token and a rotated refresh token, for the refresh token sent.',
    access: 'refresh-token',
    response: tokenResponseSchema,
  }),
  heartbeat: defineCall({
    method: ['GET', 'POST'],
    prefix: 'auth',
    path: '/heartbeat',
    summary: "The user's scopes and roles as they are now.",
    access: 'user',
    response: heartbeatResponseSchema,
  }),
  logout: defineCall({
    method: 'POST',
    prefix: 'auth',
    path: '/logout',
    summary: 'Ends the session of the tokens sent; always succeeds.',
    access: 'any-token',
    response: logoutResponseSchema,
  }),
  adminHandoff: defineCall({
    method: 'POST',
    prefix: 'auth',
    path: '/admin-handoff',
    summary: 'A single-use code, valid 60 seconds, that opens the admin site for staff.',
    access: 'user',
    response: adminHandoffResponseSchema,
  }),
  listSessions: defineCall({
    method: 'GET',
    prefix: 'main',
    path: '/user/sessions',
    summary: "The devices signed in to the user's account, most recent first.",
    access: 'user',
    isCacheBusted: true,
    response: sessionListResponseSchema,
  }),
  endSession: defineCall({
    method: 'DELETE',
    prefix: 'main',
    path: '/user/sessions/:id',
    summary: "Signs one of the user's devices out.",
    access: 'user',
    params: sessionParamsSchema,
    response: endSessionResponseSchema,
  }),
};

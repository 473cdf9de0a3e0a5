import type { FastifyReply } from 'fastify';

/** Binds a sign-in to the browser that started it (login CSRF): the callback's state must match. */
export const signInCookie = 'postradar_sign_in';

export function setSignInCookie(reply: FastifyReply, state: string, isSecure: boolean) {
  reply.setCookie(signInCookie, state, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    path: '/passport',
    maxAge: 600,
  });
}

export function clearSignInCookie(reply: FastifyReply) {
  reply.clearCookie(signInCookie, { path: '/passport' });
}

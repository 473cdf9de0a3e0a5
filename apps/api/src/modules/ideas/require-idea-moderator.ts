import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentAccount } from '../auth/require-user';

/** The staff role that picks ideas; read from the database at each call, as every role is. */
export const ideaModeratorRole = 'idea-mod';

export const ideaModeratorsOnly = 'Only idea moderators can add, edit or remove ideas.';

/**
 * preValidation hook, after requireUser: the idea-mod role, else 404 NOT_FOUND (before the
 * request is validated, so that nothing about the post is told to anyone else). Not a 403: the
 * apps end the session on one, and a moderator whose role was withdrawn keeps their session.
 */
export async function requireIdeaModerator(request: FastifyRequest): Promise<void> {
  if (currentAccount(request).rights.scopes.includes(ideaModeratorRole)) return;
  throw new AppError('NOT_FOUND', ideaModeratorsOnly);
}

import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';
import { gateMembership } from '../billing/membership-gates';
import { getIdeaOfPost } from './get-idea-of-post';
import { listIdeaNiches } from './list-idea-niches';
import { listIdeas } from './list-ideas';
import { removeIdea } from './remove-idea';
import { requireIdeaModerator } from './require-idea-moderator';
import { saveIdea } from './save-idea';

/**
 * Reading ideas: research content, so for a plan running now (the trial included) or a staff
 * role, as the post search and a post's detail are.
 */
async function ideaReading(app: FastifyInstance) {
  app.addHook('preValidation', requireUser);
  gateMembership(app);
  await app.register(listIdeas);
  await app.register(listIdeaNiches);
  await app.register(getIdeaOfPost);
}

/** Picking ideas: the idea-mod role only (404 for anyone else, whatever their plan). */
async function ideaModeration(app: FastifyInstance) {
  app.addHook('preValidation', requireUser);
  app.addHook('preValidation', requireIdeaModerator);
  await app.register(saveIdea);
  await app.register(removeIdea);
}

/** Ideas under /api/ideas: posts staff pick, each with a note and a niche. */
export async function ideasModule(app: FastifyInstance) {
  await app.register(ideaReading);
  await app.register(ideaModeration);
}

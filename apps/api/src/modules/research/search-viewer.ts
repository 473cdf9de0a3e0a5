import type { SearchViewer } from '@postradar/search/engine';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/require-user';

/** The signed-in user of a research call, as the search engine sees them. */
export function searchViewer(request: FastifyRequest): SearchViewer {
  return { userId: currentUser(request).userId };
}

import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';
import { limitResearch } from './limit-research';

/**
 * Makes the routes registered on `app` (an encapsulated plugin) research calls: for signed-in
 * users only (checked before the parameters are validated), within the limits of decision 0035,
 * on the search connections whose statements stop at the statement timeout (decision 0036).
 */
export function asResearchCalls(app: FastifyInstance) {
  app.decorate('db', app.database.searchDb);
  app.addHook('preValidation', requireUser);
  limitResearch(app);
}

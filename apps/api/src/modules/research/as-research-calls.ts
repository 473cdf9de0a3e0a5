import type { FastifyInstance, RouteOptions } from 'fastify';
import { requireUser } from '../auth/require-user';
import { requireMembership, requirePostSearchFeatures } from '../billing/membership-gates';
import { isSearchCall, limitTrialSearch } from '../billing/trial-limits';
import { limitResearch } from './limit-research';

/**
 * onRoute hook: a search runs within the allowance of the user's plan (the trial's searches a day
 * and result pages) once its handler starts.
 */
function countTrialSearches(route: RouteOptions & { routePath: string }) {
  if (!isSearchCall(route.routePath)) return;
  const handler = route.handler;
  route.handler = async function allowedHandler(request, reply) {
    await limitTrialSearch(request);
    return handler.call(this, request, reply);
  };
}

/**
 * Makes the routes registered on `app` (an encapsulated plugin) research calls: for signed-in
 * users only (checked before the parameters are validated), within the limits of decision 0035,
 * on the search connections whose statements stop at the statement timeout (decision 0036); for
 * members only, a post search within the features of their plan, and every search within their
 * plan's allowance. The allowance wraps the handler before the limits do, so a search counts only
 * once it has its place among the user's running ones (one refused as one too many is not counted).
 */
export function asResearchCalls(app: FastifyInstance) {
  app.decorate('db', app.database.searchDb);
  app.addHook('onRoute', countTrialSearches);
  app.addHook('preValidation', requireUser);
  limitResearch(app);
  app.addHook('preValidation', requireMembership);
  app.addHook('preHandler', requirePostSearchFeatures);
}

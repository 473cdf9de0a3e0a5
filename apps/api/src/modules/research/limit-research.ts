import { researchCalls } from '@postradar/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../auth/require-user';

type RateLimitOutcome = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

/**
 * The x-ratelimit headers show the limit closest to being reached; past it, 429 with
 * Retry-After (seconds until the window ends).
 */
function enforce(outcome: RateLimitOutcome, reply: FastifyReply, refusal: string) {
  if (outcome.isAllowed) return;
  const shownRemaining = reply.getHeader('x-ratelimit-remaining');
  if (shownRemaining === undefined || outcome.remaining <= Number(shownRemaining)) {
    reply.header('x-ratelimit-limit', outcome.max);
    reply.header('x-ratelimit-remaining', outcome.remaining);
    reply.header('x-ratelimit-reset', outcome.ttlInSeconds);
  }
  if (!outcome.isExceeded) return;
  reply.header('retry-after', outcome.ttlInSeconds);
  throw new AppError('RATE_LIMITED', `${refusal} Try again in ${outcome.ttlInSeconds} seconds.`);
}

/**
 * Lookups by id, found through their indexes, which a screen makes several of at once (a post
 * with its neighbours, an entity with its network): only the other calls, searches that page
 * through results, count toward the calls at once.
 */
const lookups = new Set<string>(
  [
    researchCalls.post,
    researchCalls.page,
    researchCalls.domain,
    researchCalls.pixel,
    researchCalls.pixelNetwork,
  ].map((call) => call.path),
);

/** Whether a route (its path under its module's prefix) is a lookup by id, not a search. */
function isLookup(routePath: string): boolean {
  return lookups.has(routePath);
}

/** How many searches each user has running, in this process. */
function runningCalls(limit: number) {
  const running = new Map<string, number>();
  return {
    /** Takes a place for the user, or refuses with 429 and Retry-After: 1; returns its release. */
    enter(userId: string, reply: FastifyReply) {
      const count = running.get(userId) ?? 0;
      if (count >= limit) {
        reply.header('retry-after', 1);
        throw new AppError(
          'RATE_LIMITED',
          'Your other searches are still running. Try again when they have finished.',
        );
      }
      running.set(userId, count + 1);
      return () => {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}

function createLimits(app: FastifyInstance) {
  const limits = app.config.rateLimits;
  return {
    perAddress: app.createRateLimit({
      max: limits.researchPerAddressPerMinute,
      timeWindow: 60_000,
    }),
    perUser: app.createRateLimit({
      max: limits.researchPerUserPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => currentUser(request).userId,
    }),
    running: runningCalls(limits.researchConcurrentPerUser),
  };
}

/** The counts of one API (its server), shared by every plugin whose routes are research calls. */
const limitsOfApi = new WeakMap<object, ReturnType<typeof createLimits>>();

/**
 * What one user or one address can make the research calls do (decision 0035): calls per minute
 * per address (counted before authentication, so that calls without a valid token count too),
 * calls per minute per user (after authentication: call it after adding requireUser), and
 * searches of one user running at once. A search holds its place until its handler ends, by an
 * answer, an error or the statement timeout; a client that goes away does not end it sooner. The
 * counts live in this process, one set for every plugin of the API that calls this (the research
 * module, a group's posts, a saved search's new posts).
 */
export function limitResearch(app: FastifyInstance) {
  const limits = limitsOfApi.get(app.server) ?? createLimits(app);
  limitsOfApi.set(app.server, limits);
  const { perAddress, perUser, running } = limits;

  app.addHook('onRequest', async (request, reply) =>
    enforce(await perAddress(request), reply, 'Too many searches from this network in a minute.'),
  );
  app.addHook('preValidation', async (request, reply) =>
    enforce(await perUser(request), reply, 'Too many searches in a minute.'),
  );
  app.addHook('onRoute', (route) => {
    if (isLookup(route.routePath)) return;
    const handler = route.handler;
    route.handler = async function limitedHandler(request, reply) {
      const release = running.enter(currentUser(request).userId, reply);
      try {
        return await handler.call(this, request, reply);
      } finally {
        release();
      }
    };
  });
}

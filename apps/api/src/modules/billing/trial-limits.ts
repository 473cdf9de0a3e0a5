import { billingTexts, groupCalls, researchCalls } from '@postradar/contracts';
import { dailySearches, type Database } from '@postradar/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AccessRights, SearchLimits } from '../auth/access-rights';
import { currentAccount } from '../auth/require-user';
import { hasEveryFeature } from './membership-gates';

/**
 * The calls that search (a page of posts, pages, domains or pixels found by a query): what a
 * trial's allowance counts. Lookups by id, the search history and the collections do not search.
 */
const searchCallPaths = new Set<string>(
  [
    researchCalls.searchPosts,
    researchCalls.pagePosts,
    researchCalls.domainPosts,
    researchCalls.pixelPosts,
    researchCalls.pages,
    researchCalls.domains,
    researchCalls.pixels,
    groupCalls.groupPosts,
  ].map((call) => call.path),
);

/** Whether a route (its path under its module's prefix) searches. */
export function isSearchCall(routePath: string): boolean {
  return searchCallPaths.has(routePath);
}

/** The UTC day of a moment, as the daily_searches table keys it (2026-11-02). */
export function searchDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When a search day ends and the next day's allowance starts (its UTC midnight). */
export function searchDayEnd(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
}

/** The searches counted for the user on that day. */
export async function searchesOn(db: Database, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ searches: dailySearches.searches })
    .from(dailySearches)
    .where(and(eq(dailySearches.userId, userId), eq(dailySearches.day, day)));
  return row?.searches ?? 0;
}

/**
 * Counts one search of the user's day when the day's allowance has room, in one statement (an
 * upsert that only adds while under the allowance), so that searches at once cannot pass it
 * together. Answers whether the search was counted; a refused one is not.
 */
export async function countSearch(
  db: Database,
  userId: string,
  searchesPerDay: number,
  now = new Date(),
): Promise<boolean> {
  if (searchesPerDay <= 0) return false;
  const counted = await db
    .insert(dailySearches)
    .values({ userId, day: searchDay(now), searches: 1 })
    .onConflictDoUpdate({
      target: [dailySearches.userId, dailySearches.day],
      set: { searches: sql`${dailySearches.searches} + 1` },
      setWhere: lt(dailySearches.searches, searchesPerDay),
    })
    .returning({ searches: dailySearches.searches });
  return counted.length > 0;
}

/** The allowance a user's searches are held to now: their running plan's; the admins have none. */
export function searchAllowance(rights: AccessRights): SearchLimits {
  if (hasEveryFeature(rights.scopes)) return { searchesPerDay: null, maxResultPage: null };
  return rights.searchLimits;
}

const trialLimitReached = () => new AppError('TRIAL_LIMIT_REACHED', billingTexts.trialLimit);

/**
 * preHandler of a search (the query validated, the plan features checked): within the allowance
 * of the running plan (the trial's), a result page no deeper than its last and one more search of
 * the day; beyond either, 402 TRIAL_LIMIT_REACHED, and nothing counted. The admins have no limit.
 */
export async function limitTrialSearch(request: FastifyRequest): Promise<void> {
  const { user, rights } = currentAccount(request);
  const { searchesPerDay, maxResultPage } = searchAllowance(rights);
  const { page } = request.query as { page?: number };
  if (maxResultPage !== null && page !== undefined && page > maxResultPage)
    throw trialLimitReached();
  if (searchesPerDay === null) return;
  if (!(await countSearch(request.server.database.db, user.id, searchesPerDay)))
    throw trialLimitReached();
}

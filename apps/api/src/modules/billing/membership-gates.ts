import {
  billingTexts,
  postSearchQuerySchema,
  type PlanFeature,
  type PostSearchQuery,
} from '@postradar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentAccount } from '../auth/require-user';

/** Roles that research without a running membership (the billing expiry does not stop them). */
const membershipExemptRoles = new Set([
  'super-admin',
  'admin',
  'admin-worker',
  'mod',
  'idea-mod',
  'group-mod',
  'beta-checktm',
]);

/** Whether the scopes pass every feature gate: the admins' (super-admin grants admin too). */
export function hasEveryFeature(scopes: readonly string[]): boolean {
  return scopes.includes('admin');
}

/** What each feature is called in the refusal, with its verb. */
const featureNames: Record<PlanFeature, string> = {
  ads: 'The Ads library is',
  trending: 'Trending is',
  pixels: 'Pixels are',
  favorites: 'Favorites are',
  follows: 'Follows and ignore lists are',
  groups: 'Groups are',
  pool: 'The Pool is',
};

/** The refusal of a feature the plan lacks: every feature is part of the Standard plan. */
export function featureRefusal(feature: PlanFeature): string {
  return `${featureNames[feature]} part of the Standard plan. Upgrade to continue.`;
}

/**
 * preValidation hook, after requireUser: a running membership (any plan, the trial included), or a
 * role that needs none; otherwise 402 MEMBERSHIP_REQUIRED.
 */
export async function requireMembership(request: FastifyRequest): Promise<void> {
  const { user, rights } = currentAccount(request);
  if (rights.hasRunningMembership || user.roles.some((role) => membershipExemptRoles.has(role)))
    return;
  throw new AppError('MEMBERSHIP_REQUIRED', billingTexts.membershipRequired);
}

/** Whether the scopes give the plan feature (the admins have every one). */
export function hasPlanFeature(scopes: readonly string[], feature: PlanFeature): boolean {
  return hasEveryFeature(scopes) || scopes.includes(feature);
}

/** Refuses (402 MEMBERSHIP_REQUIRED, naming the plan) a user whose scopes lack the feature. */
export function assertPlanFeature(request: FastifyRequest, feature: PlanFeature): void {
  if (hasPlanFeature(currentAccount(request).rights.scopes, feature)) return;
  throw new AppError('MEMBERSHIP_REQUIRED', featureRefusal(feature));
}

/**
 * Makes every route registered after it on `app` (an encapsulated plugin) need a running
 * membership and, when given, the plan feature; call it after adding requireUser.
 */
export function gateMembership(app: FastifyInstance, feature?: PlanFeature): void {
  app.addHook('preValidation', requireMembership);
  if (feature) requirePlanFeature(app, feature);
}

/** Makes every route registered after it on `app` need the plan feature (after the membership). */
export function requirePlanFeature(app: FastifyInstance, feature: PlanFeature): void {
  app.addHook('preValidation', async (request) => assertPlanFeature(request, feature));
}

/** Post sorts that rank by the trending measures. */
const trendingSorts = new Set<PostSearchQuery['sort']>([
  'trending',
  'mass_reactions',
  'mass_shares',
  'mass_comments',
]);

/**
 * The plan features a post search asks for: the Ads library's (ads only, the ad sets sort, a bound
 * on the ad sets) and the trending sorts'.
 */
export function postSearchFeatures(query: PostSearchQuery): PlanFeature[] {
  const features: PlanFeature[] = [];
  const asksForAds =
    query.kind === 'ad' ||
    query.sort === 'ads' ||
    query.adSetsMin !== undefined ||
    query.adSetsMax !== undefined;
  if (asksForAds) features.push('ads');
  if (trendingSorts.has(query.sort)) features.push('trending');
  return features;
}

/**
 * preHandler hook (the query validated): a route whose query is a post search needs the features
 * that query asks for.
 */
export async function requirePostSearchFeatures(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.schema?.querystring !== postSearchQuerySchema) return;
  for (const feature of postSearchFeatures(request.query as PostSearchQuery))
    assertPlanFeature(request, feature);
}

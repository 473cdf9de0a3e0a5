import { memberships, plans, type Database } from '@postradar/db';
import { and, desc, eq, gt, lte, sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../lib/app-error';

/** Scopes each role grants (docs/product.md, Features and scopes). */
const roleScopes: Record<string, readonly string[]> = {
  'super-admin': ['super-admin', 'admin', 'admin-worker'],
  admin: ['admin', 'admin-worker'],
  'admin-worker': ['admin-worker'],
  mod: ['mod'],
  'idea-mod': ['idea-mod'],
  'group-mod': ['group-mod'],
  'beta-checktm': ['beta-checktm'],
};

export const knownRoles = Object.keys(roleScopes);

export function requireKnownRole(role: string) {
  if (!knownRoles.includes(role)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Unknown role '${role}'. Roles: ${knownRoles.join(', ')}.`,
    );
  }
}

/** Staff sign in on any number of devices. */
const staffRoles = new Set(['super-admin', 'admin', 'admin-worker', 'mod']);

/** A plan's allowance of searches (the trial's); null is no limit. */
export interface SearchLimits {
  searchesPerDay: number | null;
  maxResultPage: number | null;
}

export interface AccessRights {
  scopes: string[];
  /** How many devices may be signed in at once. */
  deviceLimit: number;
  isStaff: boolean;
  /** Whether a membership runs now (of any plan, the trial included). */
  hasRunningMembership: boolean;
  /** The allowance of the running membership's plan; no limit without one. */
  searchLimits: SearchLimits;
}

/**
 * The membership that decides what a user may do: active ones first and among them the one
 * allowing the most devices; no row means the user never had a membership. `userId` may be a
 * column of an outer query (a lateral join), `now` a placeholder of a prepared statement.
 */
export function decidingMembership(
  db: Database,
  userId: string | PgColumn | Placeholder,
  now: Date | Placeholder,
) {
  const isActive = sql<boolean>`(${and(lte(memberships.startsAt, now), gt(memberships.endsAt, now))})`;
  return db
    .select({
      isActive: isActive.as('is_active'),
      scopes: plans.scopes,
      deviceAtOnce: plans.deviceAtOnce,
      searchesPerDay: plans.searchesPerDay,
      maxResultPage: plans.maxResultPage,
    })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(isActive), desc(plans.deviceAtOnce))
    .limit(1);
}

type DecidingMembership = Awaited<ReturnType<typeof decidingMembership>>[number];

/**
 * What a user may do now: the scopes of their roles, plus the capabilities of the plan behind an
 * active membership, plus `trial` for a seller who never had a membership (the trial is unused;
 * staff never need one); whether that membership runs, and its plan's allowance of searches.
 */
export function accessRightsOf(
  roles: readonly string[],
  membership: DecidingMembership | null | undefined,
): AccessRights {
  const active = membership?.isActive ? membership : undefined;
  const isStaff = roles.some((role) => staffRoles.has(role));
  const scopes = new Set<string>(roles.flatMap((role) => roleScopes[role] ?? []));
  for (const scope of active?.scopes ?? []) scopes.add(scope);
  if (!membership && !isStaff) scopes.add('trial');
  return {
    scopes: [...scopes].sort(),
    deviceLimit: active?.deviceAtOnce ?? 1,
    isStaff,
    hasRunningMembership: Boolean(active),
    searchLimits: {
      searchesPerDay: active?.searchesPerDay ?? null,
      maxResultPage: active?.maxResultPage ?? null,
    },
  };
}

/** What a user may do now (accessRightsOf), read in one statement. */
export async function resolveAccessRights(
  db: Database,
  userId: string,
  roles: readonly string[],
): Promise<AccessRights> {
  const [membership] = await decidingMembership(db, userId, new Date());
  return accessRightsOf(roles, membership);
}

/** A feature check passes when the scopes contain the feature or one of its alternatives. */
export function hasFeature(
  scopes: readonly string[],
  feature: string,
  alternatives: readonly string[] = [],
) {
  return scopes.includes(feature) || alternatives.some((scope) => scopes.includes(scope));
}

import type { GroupListQuery } from '@postradar/contracts';
import { researchGroups, type Database } from '@postradar/db';
import { offsetOf, pageOf } from '@postradar/search';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { followedBy, isFeatured, selectGroups, toGroup, type GroupViewer } from './group-rows';

function scopeCondition(scope: GroupListQuery['scope'], userId: string) {
  if (scope === 'own') return eq(researchGroups.userId, userId);
  if (scope === 'featured') return isFeatured;
  return and(isFeatured, followedBy(userId));
}

/**
 * GET /api/groups: the user's own groups, the featured ones or the featured ones they follow,
 * whose name contains `q` (any case), most recently changed first.
 */
export async function findGroups(db: Database, userId: string, query: GroupListQuery) {
  const viewer: GroupViewer = { userId, containing: query.containing };
  const text = query.q?.toLowerCase();
  const where = and(
    scopeCondition(query.scope, userId),
    text ? sql`strpos(lower(${researchGroups.name}), ${text}) > 0` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectGroups(db, viewer)
      .where(where)
      .orderBy(desc(researchGroups.updatedAt), desc(researchGroups.id))
      .limit(query.perPage)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(researchGroups).where(where),
  ]);
  const docs = rows.map((row) => toGroup(row, viewer));
  return pageOf(docs, query, { total: counted?.total ?? 0, totalCapped: false });
}

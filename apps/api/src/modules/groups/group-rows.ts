import type { GroupMemberKind, ResearchGroup } from '@postradar/contracts';
import {
  researchGroupFollows,
  researchGroupMembers,
  researchGroups,
  users,
  type Database,
} from '@postradar/db';
import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';

/** Who looks at groups, and the member a list reports the presence of (`containing`). */
export interface GroupViewer {
  userId: string;
  containing?: { kind: GroupMemberKind; id: string };
}

/** The answer for a group that does not exist or that the user may not see or change. */
export const groupNotFound = () => notFound('Group not found.');

function memberCount(kind: GroupMemberKind) {
  return sql<number>`(select count(*)::int from ${researchGroupMembers} where ${and(
    eq(researchGroupMembers.groupId, researchGroups.id),
    eq(researchGroupMembers.kind, kind),
  )})`;
}

function holds(containing: GroupViewer['containing']) {
  if (!containing) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${researchGroupMembers} where ${and(
    eq(researchGroupMembers.groupId, researchGroups.id),
    eq(researchGroupMembers.kind, containing.kind),
    eq(researchGroupMembers.targetId, Number(containing.id)),
  )})`;
}

/** Whether the user follows the group (a row of research_group_follows). */
export function followedBy(userId: string) {
  return sql<boolean>`exists (select 1 from ${researchGroupFollows} where ${and(
    eq(researchGroupFollows.groupId, researchGroups.id),
    eq(researchGroupFollows.userId, userId),
  )})`;
}

/** Published by staff: every user sees it. */
export const isFeatured = isNotNull(researchGroups.featuredAt);

/** The groups a user sees: their own and the featured ones of anyone. */
export const visibleTo = (userId: string) => or(eq(researchGroups.userId, userId), isFeatured);

/** Groups with their member counts, owner and the viewer's marks, as the lists show them. */
export function selectGroups(db: Database, viewer: GroupViewer) {
  return db
    .select({
      id: researchGroups.id,
      userId: researchGroups.userId,
      name: researchGroups.name,
      featuredAt: researchGroups.featuredAt,
      createdAt: researchGroups.createdAt,
      updatedAt: researchGroups.updatedAt,
      ownerName: users.name,
      pageCount: memberCount('page'),
      domainCount: memberCount('domain'),
      pixelCount: memberCount('pixel'),
      isFollowed: followedBy(viewer.userId),
      hasMember: holds(viewer.containing),
    })
    .from(researchGroups)
    .innerJoin(users, eq(users.id, researchGroups.userId));
}

type GroupRow = Awaited<ReturnType<typeof selectGroups>>[number];

export function toGroup(row: GroupRow, viewer: GroupViewer): ResearchGroup {
  return {
    _id: String(row.id),
    name: row.name,
    pageCount: row.pageCount,
    domainCount: row.domainCount,
    pixelCount: row.pixelCount,
    isOwn: row.userId === viewer.userId,
    isFeatured: row.featuredAt !== null,
    isFollowed: row.isFollowed,
    hasMember: row.hasMember,
    ownerName: row.ownerName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Which groups a call may reach: the user's own (changes), the visible ones (own or featured:
 * reading), the featured ones (follow), or any (staff featuring a group).
 */
export type GroupAccess = 'own' | 'visible' | 'featured' | 'any';

function accessCondition(access: GroupAccess, userId: string): SQL | undefined {
  if (access === 'own') return eq(researchGroups.userId, userId);
  if (access === 'visible') return visibleTo(userId);
  if (access === 'featured') return isFeatured;
  return undefined;
}

/** The group with this id if the call may reach it, else 404 'Group not found.'. */
export async function reachGroup(
  db: Database,
  viewer: GroupViewer,
  id: number,
  access: GroupAccess,
): Promise<ResearchGroup> {
  const [row] = await selectGroups(db, viewer).where(
    and(eq(researchGroups.id, id), accessCondition(access, viewer.userId)),
  );
  if (!row) throw groupNotFound();
  return toGroup(row, viewer);
}

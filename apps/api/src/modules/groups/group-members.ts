import { collectionLimits, type GroupMember, type GroupMemberKind } from '@postradar/contracts';
import {
  domains,
  pages,
  pixels,
  researchGroupMembers,
  researchGroups,
  selectRows,
  type Database,
} from '@postradar/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { limitReached } from '../../lib/collection-errors';
import { existsIn } from '../research/corpus-repository';
import { toDomainListItem, toPageListItem, toPixelListItem } from '../research/entity-rows';

/** A page, domain or pixel of the corpus, as a group holds it. */
export interface MemberRef {
  kind: GroupMemberKind;
  targetId: number;
}

const memberTables = { page: pages, domain: domains, pixel: pixels } as const;
const missingMessages: Record<GroupMemberKind, string> = {
  page: 'Page not found.',
  domain: 'Domain not found.',
  pixel: 'Pixel not found.',
};

function idsOf(members: MemberRef[], kind: GroupMemberKind) {
  return members.filter((member) => member.kind === kind).map((member) => member.targetId);
}

function byId<Row extends { id: number }>(rows: Row[]) {
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every member of a group (up to the limit) with its list row, most recently added first. */
export async function listMembers(db: Database, groupId: number): Promise<GroupMember[]> {
  const members = await db
    .select()
    .from(researchGroupMembers)
    .where(eq(researchGroupMembers.groupId, groupId))
    .orderBy(
      desc(researchGroupMembers.createdAt),
      asc(researchGroupMembers.kind),
      desc(researchGroupMembers.targetId),
    )
    .limit(collectionLimits.groupMembers);
  const [pageRows, domainRows, pixelRows] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(inArray(pages.id, idsOf(members, 'page')))
      .then(byId),
    db
      .select()
      .from(domains)
      .where(inArray(domains.id, idsOf(members, 'domain')))
      .then(byId),
    db
      .select()
      .from(pixels)
      .where(inArray(pixels.id, idsOf(members, 'pixel')))
      .then(byId),
  ]);
  return members.flatMap((member): GroupMember[] => {
    const addedAt = member.createdAt.toISOString();
    if (member.kind === 'page') {
      const page = pageRows.get(member.targetId);
      return page ? [{ kind: 'page', page: toPageListItem(page), addedAt }] : [];
    }
    if (member.kind === 'domain') {
      const domain = domainRows.get(member.targetId);
      return domain ? [{ kind: 'domain', domain: toDomainListItem(domain), addedAt }] : [];
    }
    const pixel = pixelRows.get(member.targetId);
    return pixel ? [{ kind: 'pixel', pixel: toPixelListItem(pixel), addedAt }] : [];
  });
}

/** The group was changed: it moves to the top of the lists. */
async function touchGroup(db: Database, groupId: number) {
  await db
    .update(researchGroups)
    .set({ updatedAt: sql`now()` })
    .where(eq(researchGroups.id, groupId));
}

function memberCondition(groupId: number, member: MemberRef) {
  return and(
    eq(researchGroupMembers.groupId, groupId),
    eq(researchGroupMembers.kind, member.kind),
    eq(researchGroupMembers.targetId, member.targetId),
  );
}

async function isMember(db: Database, groupId: number, member: MemberRef) {
  const rows = await db
    .select({ groupId: researchGroupMembers.groupId })
    .from(researchGroupMembers)
    .where(memberCondition(groupId, member));
  return rows.length > 0;
}

/**
 * Adds a page, domain or pixel of the corpus to a group (404 naming it when it does not exist);
 * adding it again keeps one. A full group (500 members) refuses new ones with LIMIT_REACHED.
 */
export async function addMember(db: Database, groupId: number, member: MemberRef) {
  if (!(await existsIn(memberTables[member.kind])(db, member.targetId))) {
    throw notFound(missingMessages[member.kind]);
  }
  if (await isMember(db, groupId, member)) return;
  const added = await selectRows<{ target_id: unknown }>(
    db,
    sql`insert into ${researchGroupMembers} (group_id, kind, target_id)
      select ${groupId}::bigint, ${member.kind}::text, ${member.targetId}::bigint
      where (select count(*) from ${researchGroupMembers} where group_id = ${groupId})
        < ${collectionLimits.groupMembers}
      on conflict do nothing
      returning target_id`,
  );
  if (added.length > 0) await touchGroup(db, groupId);
  else if (!(await isMember(db, groupId, member))) throw limitReached('groupMembers');
}

/** Takes a member out of a group; taking out what is not there changes nothing. */
export async function removeMember(db: Database, groupId: number, member: MemberRef) {
  const removed = await db
    .delete(researchGroupMembers)
    .where(memberCondition(groupId, member))
    .returning({ groupId: researchGroupMembers.groupId });
  if (removed.length > 0) await touchGroup(db, groupId);
}

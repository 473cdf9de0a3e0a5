import type { IgnoredItem, IgnoredListQuery, IgnoreKind } from '@postradar/contracts';
import { ignoredItems, type Database } from '@postradar/db';
import { offsetOf, pageOf } from '@postradar/search';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { targetExists } from './collection-targets';
import { listedEntities, type ListedEntity } from './listed-entities';

/**
 * The user's ignored items (of one kind, or all) whose target the corpus still holds: an item
 * whose post, page or domain is gone is skipped.
 */
export function ownIgnoredItems(userId: string, kind?: IgnoreKind): SQL | undefined {
  return and(
    eq(ignoredItems.userId, userId),
    kind ? eq(ignoredItems.kind, kind) : undefined,
    kind
      ? targetExists(kind, ignoredItems.targetId)
      : sql`case ${ignoredItems.kind}
          when 'post' then ${targetExists('post', ignoredItems.targetId)}
          when 'page' then ${targetExists('page', ignoredItems.targetId)}
          else ${targetExists('domain', ignoredItems.targetId)} end`,
  );
}

type Ignored = Extract<ListedEntity, { kind: IgnoreKind }>;

/** The blacklist, latest first: posts as the API shows them, pages and domains with counts. */
export async function findIgnored(db: Database, userId: string, query: IgnoredListQuery) {
  const where = ownIgnoredItems(userId, query.kind);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        kind: ignoredItems.kind,
        targetId: ignoredItems.targetId,
        ignoredAt: ignoredItems.createdAt,
      })
      .from(ignoredItems)
      .where(where)
      .orderBy(desc(ignoredItems.createdAt), desc(ignoredItems.kind), desc(ignoredItems.targetId))
      .limit(query.perPage)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(ignoredItems).where(where),
  ]);
  const idsOf = (kind: IgnoreKind) =>
    rows.filter((row) => row.kind === kind).map((row) => row.targetId);
  const found = await Promise.all([
    listedEntities(db, 'post', idsOf('post')),
    listedEntities(db, 'page', idsOf('page')),
    listedEntities(db, 'domain', idsOf('domain')),
  ]);
  const [posts, pages, domains] = found;
  const byKind: Record<IgnoreKind, Map<number, Ignored>> = {
    post: posts,
    page: pages,
    domain: domains,
  };
  const docs = rows.flatMap((row): IgnoredItem[] => {
    const entity = byKind[row.kind].get(row.targetId);
    return entity ? [{ ...entity, ignoredAt: row.ignoredAt.toISOString() }] : [];
  });
  return pageOf(docs, query, { total: counted?.total ?? 0, totalCapped: false });
}

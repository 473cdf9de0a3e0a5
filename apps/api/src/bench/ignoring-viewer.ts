import { ignoredItems, selectRows, users, type Database, type IgnoreKind } from '@postradar/db';
import type { SearchViewer } from '@postradar/search/engine';
import { sql } from 'drizzle-orm';

/** A bench user with long ignore lists: every search of theirs leaves those posts out. */
export const ignoringViewer: SearchViewer = { userId: '00000000-0000-4000-8000-00000000b1a5' };

/** How many of each kind the ignoring viewer ignores on a large corpus. */
const listSizes: Record<IgnoreKind, number> = { post: 1000, page: 300, domain: 300 };
const tables: Record<IgnoreKind, string> = { post: 'posts', page: 'pages', domain: 'domains' };

/**
 * Stores the ignoring viewer (a user row) and their ignore lists, chosen from the loaded corpus
 * the same way on every run: ids spread evenly over each table (the first of each of `size`
 * equal slices by id), at most a tenth of a small corpus' rows, so that searches still find
 * something. Lists of an earlier run (perhaps of another corpus) are replaced. Answers the sizes.
 */
export async function storeIgnoringViewer(db: Database): Promise<Record<IgnoreKind, number>> {
  await db
    .insert(users)
    .values({
      id: ignoringViewer.userId,
      email: 'bench-ignoring-viewer@postradar.invalid',
      name: 'Benchmark viewer with ignore lists',
      affiliateCode: 'bench-ignoring-viewer',
    })
    .onConflictDoNothing();
  await db.delete(ignoredItems).where(sql`${ignoredItems.userId} = ${ignoringViewer.userId}`);
  const sizes = { post: 0, page: 0, domain: 0 };
  for (const kind of Object.keys(listSizes) as IgnoreKind[]) {
    const table = sql.identifier(tables[kind]);
    const [stored] = await selectRows<{ count: number }>(
      db,
      sql`with spread as (
          select id, ntile(greatest(1, least(${listSizes[kind]}, (select count(*) from ${table}) / 10))::int)
            over (order by id) as slice
          from ${table}
        ), chosen as (
          insert into ignored_items (user_id, kind, target_id)
          select distinct on (slice) ${ignoringViewer.userId}::uuid, ${kind}::text, id
          from spread order by slice, id
          returning 1
        )
        select count(*)::int as count from chosen`,
    );
    sizes[kind] = stored?.count ?? 0;
  }
  return sizes;
}

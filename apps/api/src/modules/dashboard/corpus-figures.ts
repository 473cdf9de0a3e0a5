import type { CorpusFigures } from '@postradar/contracts';
import { domains, pages, pixels, posts, selectRows, type Database } from '@postradar/db';
import { and, gt, gte, lte, sql } from 'drizzle-orm';
import { utcDaysUpTo } from './utc-days';

/** The days the figures chart, today included. */
export const chartedDays = 30;

const dayMs = 86_400_000;

/**
 * Posts and ads first seen per UTC day of the charted days, and within the last 24 hours, in one
 * statement: the range of the first-seen index since the first charted day (the kind is read from
 * each post found), grouped by day and kind.
 */
async function countFirstSeen(db: Database, now: Date) {
  const days = utcDaysUpTo(now, chartedDays);
  const day = sql<string>`to_char(${posts.firstSeenAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      kind: posts.kind,
      firstSeen: sql<number>`count(*)::int`,
      lastDay: sql<number>`(count(*) filter (where ${gt(posts.firstSeenAt, new Date(now.getTime() - dayMs))}))::int`,
    })
    .from(posts)
    .where(
      and(gte(posts.firstSeenAt, new Date(`${days[0]}T00:00:00Z`)), lte(posts.firstSeenAt, now)),
    )
    .groupBy(day, posts.kind);
  const perDay = new Map(days.map((date) => [date, { day: date, posts: 0, ads: 0 }]));
  let postsLast24h = 0;
  let adsLast24h = 0;
  for (const row of rows) {
    const isAd = row.kind === 'ad';
    const ofDay = perDay.get(row.day);
    if (ofDay) ofDay[isAd ? 'ads' : 'posts'] += row.firstSeen;
    if (isAd) adsLast24h += row.lastDay;
    else postsLast24h += row.lastDay;
  }
  return { postsLast24h, adsLast24h, perDay: [...perDay.values()] };
}

/** The pages, store domains and pixels the corpus tracks. */
async function countEntities(db: Database) {
  const [row] = await selectRows<{ pages: number; domains: number; pixels: number }>(
    db,
    sql`select (select count(*) from ${pages})::int as pages,
      (select count(*) from ${domains})::int as domains,
      (select count(*) from ${pixels})::int as pixels`,
  );
  return { pages: row?.pages ?? 0, domains: row?.domains ?? 0, pixels: row?.pixels ?? 0 };
}

/** The corpus in figures as of `now`, as the dashboard shows them to every user. */
export async function countCorpusFigures(
  db: Database,
  now: Date,
): Promise<Omit<CorpusFigures, 'computedAt'>> {
  return { ...(await countFirstSeen(db, now)), ...(await countEntities(db)) };
}

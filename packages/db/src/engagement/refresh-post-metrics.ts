import { sql } from 'drizzle-orm';
import type { Database } from '../create-db';

/**
 * Added to both sides of the spike ratio (decision 0007): a post whose latest hour is like its
 * recent hours scores about 1, a quiet post needs at least this many extra interactions in an
 * hour to double, and a busy post's score is barely changed.
 */
export const SPIKE_SMOOTHING = 10;

/** As a PostgreSQL array literal; ids are integers, so nothing needs quoting. */
export function idArrayLiteral(ids: readonly number[]) {
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new TypeError(`Not a post id: ${id}`);
  }
  return `{${ids.join(',')}}`;
}

/** Value of a measure at time X: the latest snapshot at or before X, else the first snapshot. */
function valueAt(alias: string, measure: 'reactions' | 'comments' | 'shares') {
  return sql.raw(`coalesce(${alias}.${measure}, first_snapshot.${measure})`);
}

function gain24h(measure: 'reactions' | 'comments' | 'shares') {
  return sql`greatest(${sql.raw(`latest.${measure}`)} - ${valueAt('day_ago', measure)}, 0)`;
}

/**
 * (latest hour's gain + k) / (average hourly gain over the 24 hours before that hour + k); the
 * average is taken over the hours the post was actually watched (1 to 24).
 */
function spike(measure: 'reactions' | 'comments' | 'shares') {
  const hourGain = sql`greatest(${sql.raw(`latest.${measure}`)} - ${valueAt('hour_ago', measure)}, 0)`;
  const baseline = sql`greatest(${valueAt('hour_ago', measure)} - ${valueAt('window_start', measure)}, 0)::float8 / window_hours.hours`;
  return sql`(${hourGain} + ${SPIKE_SMOOTHING})::float8 / (${baseline} + ${SPIKE_SMOOTHING})`;
}

/**
 * Recomputes, from the snapshots, the latest engagement, the 24-hour gains and the spike scores of
 * the given posts as of `now`, in one set-based statement (index lookups on post_snapshots'
 * primary key). Posts without a snapshot at or before `now` are left as they are.
 * Returns the number of posts updated.
 */
export async function refreshPostMetrics(
  db: Database,
  postIds: readonly number[],
  now: Date = new Date(),
): Promise<number> {
  if (postIds.length === 0) return 0;
  const at = sql`${now.toISOString()}::timestamptz`;
  const snapshotAt = (bound: ReturnType<typeof sql>) =>
    sql`(select s.reactions, s.comments, s.shares from post_snapshots s
          where s.post_id = target.id and s.at <= ${bound} order by s.at desc limit 1)`;
  const result = await db.execute(sql`
    with target as (
      select unnest(${idArrayLiteral(postIds)}::bigint[]) as id
    ),
    measured as (
      select target.id, latest.at as latest_at,
        latest.reactions_like, latest.reactions_love, latest.reactions_care, latest.reactions_haha,
        latest.reactions_wow, latest.reactions_sad, latest.reactions_angry,
        latest.comments, latest.shares,
        ${gain24h('reactions')} as reactions_gain,
        ${gain24h('comments')} as comments_gain,
        ${gain24h('shares')} as shares_gain,
        ${spike('reactions')} as mass_reactions,
        ${spike('comments')} as mass_comments,
        ${spike('shares')} as mass_shares
      from target
      join lateral (
        select * from post_snapshots s
        where s.post_id = target.id and s.at <= ${at} order by s.at desc limit 1
      ) latest on true
      join lateral (
        select s.at, s.reactions, s.comments, s.shares from post_snapshots s
        where s.post_id = target.id order by s.at asc limit 1
      ) first_snapshot on true
      left join lateral ${snapshotAt(sql`${at} - interval '24 hours'`)} day_ago on true
      left join lateral ${snapshotAt(sql`${at} - interval '1 hour'`)} hour_ago on true
      left join lateral ${snapshotAt(sql`${at} - interval '25 hours'`)} window_start on true
      cross join lateral (
        select least(greatest(extract(epoch from (${at} - interval '1 hour')
          - greatest(first_snapshot.at, ${at} - interval '25 hours')) / 3600.0, 1), 24)::float8 as hours
      ) window_hours
    )
    update posts set
      reactions_like = measured.reactions_like, reactions_love = measured.reactions_love,
      reactions_care = measured.reactions_care, reactions_haha = measured.reactions_haha,
      reactions_wow = measured.reactions_wow, reactions_sad = measured.reactions_sad,
      reactions_angry = measured.reactions_angry,
      comments = measured.comments, shares = measured.shares, metrics_at = measured.latest_at,
      reactions_gain_24h = measured.reactions_gain, comments_gain_24h = measured.comments_gain,
      shares_gain_24h = measured.shares_gain,
      mass_reactions = measured.mass_reactions, mass_comments = measured.mass_comments,
      mass_shares = measured.mass_shares,
      derived_at = ${at}, updated_at = now()
    from measured
    where posts.id = measured.id
  `);
  return (
    (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}

import { refreshPostMetrics, selectRows, type Database } from '@postradar/db';
import { sql, type SQL } from 'drizzle-orm';
import type { ImportMetrics } from '@postradar/contracts';
import { languageTag } from '@postradar/search';
import type { ImportBatch } from './import-batch';

/** A line that was valid but could not be stored (its page or post is unknown). */
export interface StoreError {
  number: number;
  type: 'post' | 'metrics';
  reason: string;
}

export interface StoreResult {
  /** Rows created and changed per table ('pages.created', 'posts.updated', ...). */
  changes: Record<string, number>;
  errors: StoreError[];
  /** Posts whose derived engagement was recomputed. */
  refreshed: number;
}

/**
 * Rows travel as one JSON parameter read by `json_to_recordset`: one statement and one parameter
 * per table whatever the batch size, the same on PGlite and PostgreSQL, and JSON arrays become
 * text[] columns. Sorted by key, so that concurrent imports lock rows in the same order.
 */
function json(rows: unknown[]): SQL {
  return sql`${JSON.stringify(rows)}::json`;
}

const snapshotValues =
  'reactions_like, reactions_love, reactions_care, reactions_haha, reactions_wow, reactions_sad, reactions_angry, comments, shares';

/** The nine counts of a snapshot, in the order of `snapshotValues`. */
function metricCounts(metrics: ImportMetrics): number[] {
  const { reactions } = metrics;
  return [
    reactions.like,
    reactions.love,
    reactions.care,
    reactions.haha,
    reactions.wow,
    reactions.sad,
    reactions.angry,
    metrics.comments,
    metrics.shares,
  ];
}

/** Sorted by a string key, computed once per row rather than in every comparison. */
function sortedBy<T>(rows: T[], key: (row: T) => string): T[] {
  const keyed = rows.map((row) => ({ key: key(row), row }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ row }) => row);
}

type Upserted = {
  inserted: boolean;
};

function tally(changes: Record<string, number>, table: string, rows: Upserted[]) {
  const created = rows.filter((row) => row.inserted).length;
  changes[`${table}.created`] = (changes[`${table}.created`] ?? 0) + created;
  changes[`${table}.updated`] = (changes[`${table}.updated`] ?? 0) + rows.length - created;
}

async function storePages(db: Database, batch: ImportBatch, changes: Record<string, number>) {
  if (batch.pages.size === 0) return;
  const rows = sortedBy([...batch.pages.values()], (row) => row.line.id).map(({ line }) => ({
    network_id: line.id,
    name: line.name,
    username: line.username ?? null,
    category: line.category ?? null,
    picture_url: line.picture ?? null,
    followers: line.followers ?? null,
    country: line.country ?? null,
  }));
  // A field left out keeps what is stored: ad sources often know only a page's id and name.
  const kept = (column: string) => sql.raw(`coalesce(excluded.${column}, pages.${column})`);
  const result = await selectRows<Upserted>(
    db,
    sql`insert into pages (network_id, name, username, category, picture_url, followers, country)
      select network_id, name, username, category, picture_url, followers, country
      from json_to_recordset(${json(rows)}) as x(network_id text, name text, username text,
        category text, picture_url text, followers integer, country text)
      on conflict (network_id) do update set name = excluded.name,
        username = ${kept('username')}, category = ${kept('category')},
        picture_url = ${kept('picture_url')}, followers = ${kept('followers')},
        country = ${kept('country')}, updated_at = now()
      where (pages.name, pages.username, pages.category, pages.picture_url, pages.followers,
          pages.country)
        is distinct from (excluded.name, ${kept('username')}, ${kept('category')},
          ${kept('picture_url')}, ${kept('followers')}, ${kept('country')})
      returning (xmax = 0) as inserted`,
  );
  tally(changes, 'pages', result);
}

async function storeDomains(db: Database, batch: ImportBatch, changes: Record<string, number>) {
  const declared = sortedBy([...batch.domains.values()], (row) => row.line.host);
  if (declared.length > 0) {
    const result = await selectRows<Upserted>(
      db,
      sql`insert into domains (host, platform)
        select host, platform from json_to_recordset(${json(
          declared.map(({ line }) => ({ host: line.host, platform: line.platform })),
        )}) as x(host text, platform text)
        on conflict (host) do update set platform = excluded.platform, updated_at = now()
        where domains.platform is distinct from excluded.platform
        returning (xmax = 0) as inserted`,
    );
    tally(changes, 'domains', result);
  }
  // Hosts only seen in links: created as 'other'; a domain line may say more later.
  const linked = [...new Set([...batch.posts.values()].flatMap((row) => row.host ?? []))]
    .filter((host) => !batch.domains.has(host))
    .sort();
  if (linked.length > 0) {
    const result = await selectRows<Upserted>(
      db,
      sql`insert into domains (host)
        select value from json_array_elements_text(${json(linked)})
        on conflict (host) do nothing
        returning true as inserted`,
    );
    tally(changes, 'domains', result);
  }
  const links = declared.flatMap(({ line }) =>
    line.pixels.map((pixel) => ({ host: line.host, pixel })),
  );
  if (links.length === 0) return;
  const pixelIds = [...new Set(links.map((link) => link.pixel))].sort();
  const createdPixels = await selectRows<Upserted>(
    db,
    sql`insert into pixels (network_id)
      select value from json_array_elements_text(${json(pixelIds)})
      on conflict (network_id) do nothing
      returning true as inserted`,
  );
  tally(changes, 'pixels', createdPixels);
  // Links are only added: a domain line lists the pixels seen, not all pixels ever seen.
  const createdLinks = await selectRows<Upserted>(
    db,
    sql`insert into domain_pixels (domain_id, pixel_id)
      select d.id, p.id from json_to_recordset(${json(
        sortedBy(links, (link) => `${link.host} ${link.pixel}`),
      )}) as x(host text, pixel text)
      join domains d on d.host = x.host
      join pixels p on p.network_id = x.pixel
      on conflict (domain_id, pixel_id) do nothing
      returning true as inserted`,
  );
  tally(changes, 'domain_pixels', createdLinks);
}

async function existing(db: Database, table: 'pages' | 'posts', ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await selectRows<{ network_id: string }>(
    db,
    sql`select network_id from ${sql.raw(table)}
      where network_id in (select value from json_array_elements_text(${json(ids)}))`,
  );
  return new Set(rows.map((row) => row.network_id));
}

/** What search reads, in `posts`, and what a post only shows, in `post_contents` (decision 0026). */
const postColumns = [
  'kind',
  'page_id',
  'media_type',
  'domain_id',
  'created_time',
  'ad_sets',
  'message_folded',
  'tag_keys',
  'language',
  'country',
] as const;
const contentColumns = [
  'message',
  'media',
  'link',
  'cta_type',
  'cta_title',
  'headline',
  'tags',
  'ad_platforms',
  'ad_start_time',
  'ad_stop_time',
  'ad_reached_countries',
  'ad_eu_total_reach',
] as const;

/** SQL expressions of columns' values on update, by column. */
type UpdatedValues<C extends string> = Partial<Record<C, string>>;

/**
 * What a re-read post's columns become: what the line says, except where a line may know less than
 * what is stored. A line without a language or country keeps the stored one; an ad's reached
 * countries gather over every line (sorted, once each); a line without an EU reach keeps the
 * stored one.
 */
const updatedPostValues: UpdatedValues<(typeof postColumns)[number]> = {
  language: 'coalesce(excluded.language, posts.language)',
  country: 'coalesce(excluded.country, posts.country)',
};
const updatedContentValues: UpdatedValues<(typeof contentColumns)[number]> = {
  ad_reached_countries: `coalesce((select array_agg(distinct code order by code)
      from unnest(post_contents.ad_reached_countries || excluded.ad_reached_countries) as code),
    excluded.ad_reached_countries, post_contents.ad_reached_countries)`,
  ad_eu_total_reach: 'coalesce(excluded.ad_eu_total_reach, post_contents.ad_eu_total_reach)',
};

/**
 * Moves the last-seen time of re-read posts on to when they were read, never back. Not counted as
 * a change: importing the same lines again still reports none.
 */
async function markSeen(db: Database, seen: { network_id: string; seen_at: string }[]) {
  if (seen.length === 0) return;
  await db.execute(
    sql`update post_contents c set last_seen_at = x.seen_at
      from json_to_recordset(${json(seen)}) as x(network_id text, seen_at timestamptz)
      join posts p on p.network_id = x.network_id
      where c.post_id = p.id and (c.last_seen_at is null or c.last_seen_at < x.seen_at)`,
  );
}

async function storePosts(
  db: Database,
  batch: ImportBatch,
  now: Date,
  changes: Record<string, number>,
  errors: StoreError[],
  touched: Set<number>,
  settled: Set<number>,
): Promise<Set<string>> {
  const failed = new Set<string>();
  if (batch.posts.size === 0) return failed;
  const knownPages = await existing(db, 'pages', [
    ...new Set([...batch.posts.values()].map((row) => row.line.page_id)),
  ]);
  const rows = [];
  for (const { number, line, host } of sortedBy([...batch.posts.values()], (row) => row.line.id)) {
    if (!knownPages.has(line.page_id)) {
      failed.add(line.id);
      errors.push({
        number,
        type: 'post',
        reason: `page_id: unknown page ${line.page_id} (a page line must come before its posts)`,
      });
      continue;
    }
    // Seen when it was read: its embedded metrics' time, never later than now. The first time it
    // is seen, and the last one so far.
    const readAt = line.metrics ? new Date(line.metrics.at) : now;
    const firstSeen = (readAt < now ? readAt : now).toISOString();
    rows.push({
      network_id: line.id,
      kind: line.kind,
      page_network_id: line.page_id,
      message: line.message,
      media_type: line.media_type,
      media: line.media.map((item) => ({
        thumb: item.thumb ?? null,
        original: item.original ?? null,
        ...(item.video_length != null ? { videoLength: item.video_length } : {}),
      })),
      link: line.link ?? null,
      host,
      cta_type: line.cta?.type ?? null,
      cta_title: line.cta?.title ?? null,
      headline: line.headline ?? null,
      tags: line.tags,
      // As search compares languages: pt_br is stored pt-BR.
      language: line.language ? languageTag(line.language) : null,
      country: line.country ?? null,
      created_time: line.created_time,
      first_seen_at: firstSeen,
      // A new post's only snapshot so far: its latest counts, and (decision 0007) gain 0, spike 1.
      settled_at: line.metrics && readAt <= now ? readAt.toISOString() : null,
      m: line.metrics ? metricCounts(line.metrics) : null,
      ad_sets: line.ad?.ad_sets ?? null,
      ad_platforms: line.ad ? line.ad.platforms : null,
      ad_start_time: line.ad?.start_time ?? null,
      ad_stop_time: line.ad?.stop_time ?? null,
      ad_reached_countries: line.ad ? [...new Set(line.ad.reached_countries)].sort() : null,
      ad_eu_total_reach: line.ad?.eu_total_reach ?? null,
    });
  }
  if (rows.length === 0) return failed;
  const list = (prefix: string, columns: readonly string[]) =>
    sql.raw(columns.map((column) => prefix + column).join(', '));
  // A column's value on update: the line's (`excluded`) unless `values` says otherwise.
  const updated = <C extends string>(column: C, values: UpdatedValues<C>) =>
    values[column] ?? `excluded.${column}`;
  const assign = <C extends string>(columns: readonly C[], values: UpdatedValues<C>) =>
    sql.raw(columns.map((column) => `${column} = ${updated(column, values)}`).join(', '));
  const compared = <C extends string>(columns: readonly C[], values: UpdatedValues<C>) =>
    sql.raw(columns.map((column) => updated(column, values)).join(', '));
  // One statement: the batch's JSON is read once, the message folded once, and a post's search
  // columns and contents are written together (decision 0026).
  const result = await selectRows<
    Upserted & { id: string; network_id: string | null; settled: boolean }
  >(
    db,
    sql`with x as materialized (
        select x.*, postradar_fold(x.message) as message_folded,
          postradar_fold_all(x.tags) as tag_keys
        from json_to_recordset(${json(rows)}) as x(network_id text, kind text,
          page_network_id text, message text, media_type text, media jsonb, link text, host text,
          cta_type text, cta_title text, headline text, tags text[], language text,
          country text, created_time timestamptz, first_seen_at timestamptz, ad_sets integer,
          ad_platforms text[], ad_start_time timestamptz, ad_stop_time timestamptz,
          ad_reached_countries text[], ad_eu_total_reach integer, settled_at timestamptz,
          m integer[])
      ),
      stored as (
        insert into posts (network_id, ${list('', postColumns)}, first_seen_at, metrics_at,
          ${sql.raw(snapshotValues)}, mass_reactions, mass_shares, mass_comments, derived_at)
        select x.network_id, x.kind, pg.id, x.media_type, d.id, x.created_time, x.ad_sets,
          x.message_folded, x.tag_keys, x.language, x.country, x.first_seen_at,
          coalesce(x.settled_at, x.first_seen_at),
          coalesce(x.m[1], 0), coalesce(x.m[2], 0), coalesce(x.m[3], 0), coalesce(x.m[4], 0),
          coalesce(x.m[5], 0), coalesce(x.m[6], 0), coalesce(x.m[7], 0), coalesce(x.m[8], 0),
          coalesce(x.m[9], 0),
          case when x.settled_at is null then 0 else 1 end,
          case when x.settled_at is null then 0 else 1 end,
          case when x.settled_at is null then 0 else 1 end,
          case when x.settled_at is null then null else ${now.toISOString()}::timestamptz end
        from x
        join pages pg on pg.network_id = x.page_network_id
        left join domains d on d.host = x.host
        on conflict (network_id) do update set ${assign(postColumns, updatedPostValues)},
          first_seen_at = least(posts.first_seen_at, excluded.first_seen_at),
          updated_at = now()
        where (${list('posts.', postColumns)})
            is distinct from (${compared(postColumns, updatedPostValues)})
          or excluded.first_seen_at < posts.first_seen_at
        returning id, network_id, (xmax = 0) as inserted,
          (xmax = 0 and derived_at is not null) as settled
      ),
      contents as (
        -- A new post was last seen when it was first seen; markSeen moves a re-read one on.
        insert into post_contents (post_id, ${list('', contentColumns)}, last_seen_at)
        select coalesce(s.id, (select p.id from posts p where p.network_id = x.network_id)),
          ${list('x.', contentColumns)}, x.first_seen_at
        from x left join stored s on s.network_id = x.network_id
        on conflict (post_id) do update set ${assign(contentColumns, updatedContentValues)}
        where (${list('post_contents.', contentColumns)})
          is distinct from (${compared(contentColumns, updatedContentValues)})
        returning post_id
      )
      select id::text as id, network_id, inserted, settled from stored
      union all
      -- A post whose contents alone changed was updated too.
      select post_id::text, null, false, false from contents
      where post_id not in (select id from stored)`,
  );
  tally(changes, 'posts', result);
  const inserted = new Set<string | null>();
  for (const row of result) {
    touched.add(Number(row.id));
    if (row.settled) settled.add(Number(row.id));
    if (row.inserted) inserted.add(row.network_id);
  }
  await markSeen(
    db,
    rows
      .filter((row) => !inserted.has(row.network_id))
      .map((row) => ({ network_id: row.network_id, seen_at: row.first_seen_at })),
  );
  return failed;
}

async function storeSnapshots(
  db: Database,
  batch: ImportBatch,
  failedPosts: Set<string>,
  changes: Record<string, number>,
  errors: StoreError[],
  touched: Set<number>,
  newSnapshots: Map<number, number>,
) {
  const candidates = [...batch.snapshots.values()].filter(
    // A post line that failed has been reported already, its embedded metrics with it.
    (row) => !(failedPosts.has(row.postNetworkId) && batch.posts.has(row.postNetworkId)),
  );
  if (candidates.length === 0) return;
  // The batch's own stored posts exist; only the others are looked up.
  const storedHere = (id: string) => batch.posts.has(id) && !failedPosts.has(id);
  const knownPosts = await existing(db, 'posts', [
    ...new Set(candidates.map((row) => row.postNetworkId).filter((id) => !storedHere(id))),
  ]);
  const rows = [];
  for (const row of sortedBy(candidates, (row) => `${row.postNetworkId} ${row.at}`)) {
    if (!storedHere(row.postNetworkId) && !knownPosts.has(row.postNetworkId)) {
      errors.push({
        number: row.number,
        type: 'metrics',
        reason: `post_id: unknown post ${row.postNetworkId} (a post line must come before its metrics)`,
      });
      continue;
    }
    const { reactions, comments, shares } = row.metrics;
    rows.push({
      post: row.postNetworkId,
      at: row.at,
      l: reactions.like,
      lo: reactions.love,
      c: reactions.care,
      h: reactions.haha,
      w: reactions.wow,
      s: reactions.sad,
      a: reactions.angry,
      cm: comments,
      sh: shares,
    });
  }
  if (rows.length === 0) return;
  const values = snapshotValues;
  const result = await selectRows<{ post_id: string; created: number; total: number }>(
    db,
    sql`with stored as (
        insert into post_snapshots (post_id, at, ${sql.raw(values)})
        select p.id, x.at, x.l, x.lo, x.c, x.h, x.w, x.s, x.a, x.cm, x.sh
        from json_to_recordset(${json(rows)}) as x(post text, at timestamptz, l integer,
          lo integer, c integer, h integer, w integer, s integer, a integer, cm integer,
          sh integer)
        join posts p on p.network_id = x.post
        on conflict (post_id, at) do update set
          ${sql.raw(
            values
              .split(', ')
              .map((column) => `${column} = excluded.${column}`)
              .join(', '),
          )}
        where (${sql.raw(
          values
            .split(', ')
            .map((column) => `post_snapshots.${column}`)
            .join(', '),
        )}) is distinct from (${sql.raw(
          values
            .split(', ')
            .map((column) => `excluded.${column}`)
            .join(', '),
        )})
        returning post_id, (xmax = 0) as inserted
      )
      select post_id::text as post_id, (count(*) filter (where inserted))::int as created,
        count(*)::int as total
      from stored group by post_id`,
  );
  let created = 0;
  let total = 0;
  for (const row of result) {
    touched.add(Number(row.post_id));
    newSnapshots.set(Number(row.post_id), row.total);
    created += row.created;
    total += row.total;
  }
  changes['post_snapshots.created'] = (changes['post_snapshots.created'] ?? 0) + created;
  changes['post_snapshots.updated'] = (changes['post_snapshots.updated'] ?? 0) + total - created;
}

/**
 * Stores one batch in one transaction, in dependency order (pages, domains and pixels, posts,
 * snapshots), with upserts that leave identical rows untouched, then recomputes the latest and
 * derived engagement of the posts that changed (decision 0007). Storing the same batch twice
 * changes nothing the second time.
 */
export async function storeBatch(
  db: Database,
  batch: ImportBatch,
  now: Date = new Date(),
): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    const changes: Record<string, number> = {};
    const errors: StoreError[] = [];
    const touched = new Set<number>();
    await storePages(transaction, batch, changes);
    await storeDomains(transaction, batch, changes);
    const settled = new Set<number>();
    const newSnapshots = new Map<number, number>();
    const failedPosts = await storePosts(
      transaction,
      batch,
      now,
      changes,
      errors,
      touched,
      settled,
    );
    await storeSnapshots(transaction, batch, failedPosts, changes, errors, touched, newSnapshots);
    // A new post whose one snapshot is the one it came with was computed in the insert.
    const due = [...touched].filter((id) => !(settled.has(id) && newSnapshots.get(id) === 1));
    const refreshed = await refreshPostMetrics(transaction, due, now);
    return { changes, errors, refreshed };
  });
}

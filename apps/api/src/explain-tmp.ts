import { createDb, posts, selectRows } from '@postradar/db';
import { parseQuery, parseExcludeList } from '@postradar/search';
import { buildPostSearchWhere, cappedCountQuery, postSortOrder } from '@postradar/search/sql';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

const url = 'postgres://postgres@127.0.0.1:5432/postradar_explain';
const handle = await createDb({ databaseUrl: url });
const db = handle.db;
const n = Number(process.argv[2] ?? 50000);
await db.execute(sql`insert into pages (network_id, name, username, followers)
  select 'pg' || i, (array['Nurse Life Co','Áo Thun Đẹp','Dog Mom Store','Quà Tặng Mẹ','Cat Life'])[1 + i % 5] || ' ' || i, 'user' || i, i * 7 % 10000 from generate_series(1, 2000) i`);
await db.execute(sql`insert into domains (host, platform)
  select 'store' || i || (array['.shop','.vn','.com'])[1 + i % 3], (array['shopify','shopbase','woocommerce','other'])[1 + i % 4] from generate_series(1, 1000) i`);
await db.execute(sql`insert into pixels (network_id) select (812345678900000 + i)::text from generate_series(1, 500) i`);
await db.execute(sql`insert into domain_pixels (domain_id, pixel_id) select i, 1 + i % 500 from generate_series(1, 1000) i`);
await db.execute(sql`insert into posts (network_id, kind, page_id, message, media_type, domain_id, tags, created_time, first_seen_at, metrics_at,
    reactions_like, reactions_love, comments, shares, ad_sets, reactions_gain_24h, mass_reactions, mass_shares, mass_comments)
  select 'p' || i, case when i % 3 = 0 then 'ad' else 'post' end, 1 + i % 2000,
    (array['Áo thun','cho mẹ','y tá','nurse life','dog mom','quà tặng','giáng sinh','shirt','gift','đẹp','cat','christmas','funny','vintage','custom','name','personalized','mug','hoodie','teacher'])[1 + (i * 7) % 20] || ' ' ||
    (array['Áo thun','cho mẹ','y tá','nurse life','dog mom','quà tặng','giáng sinh','shirt','gift','đẹp','cat','christmas','funny','vintage','custom','name','personalized','mug','hoodie','teacher'])[1 + (i * 13) % 20] || ' ' ||
    (array['Áo thun','cho mẹ','y tá','nurse life','dog mom','quà tặng','giáng sinh','shirt','gift','đẹp','cat','christmas','funny','vintage','custom','name','personalized','mug','hoodie','teacher'])[1 + (i * 31) % 17] || ' w' || (i % 5000),
    (array['photo','video','link','carousel','text'])[1 + i % 5], case when i % 10 = 0 then null else 1 + i % 1000 end,
    array[(array['nurse','gift','dog','christmas','teacher'])[1 + i % 5]],
    timestamptz '2026-01-01' + (i % 300) * interval '1 day' + (i % 24) * interval '1 hour',
    timestamptz '2026-01-02' + (i % 300) * interval '1 day', timestamptz '2026-10-01' + (i % 1000) * interval '1 hour',
    (i * 37) % 5000, i % 50, (i * 11) % 700, (i * 17) % 900, case when i % 3 = 0 then i % 12 end, (i * 19) % 3000, ((i * 23) % 1000) / 100.0, ((i * 29) % 1000) / 100.0, ((i * 31) % 1000) / 100.0
  from generate_series(1, ${n}) i`);
await db.execute(sql`analyze`);

const pool = new pg.Pool({ connectionString: url });
async function explain(label: string, query: { sql: string; params: unknown[] }) {
  const { rows } = await pool.query(`explain (analyze, costs off, timing off, summary on) ${query.sql}`, query.params);
  console.log(`\n### ${label}\n` + rows.map((row) => row['QUERY PLAN']).join('\n'));
}
const cases: [string, string, 'all' | 'any' | 'order' | 'exact', string, Record<string, unknown>][] = [
  ['words all, sort newest', 'ao thun', 'all', 'newest', {}],
  ['rare word, sort reactions', 'w1234', 'all', 'reactions', {}],
  ['exact phrase, sort trending', '"nurse life"', 'exact', 'trending', {}],
  ['order mode, sort mass_reactions', 'ao me', 'order', 'mass_reactions', {}],
  ['any, exclude, sort shares', 'dog cat', 'any', 'shares', { exclude: 'funny' }],
  ['no words, kind ad + types, sort ads', '', 'all', 'ads', { kind: 'ad', mediaTypes: ['photo', 'video'] }],
  ['page: prefix, sort fb_created', 'page:"Dog Mom Store 3"', 'all', 'fb_created', {}],
  ['site: prefix, sort system_created', 'site:store7.com', 'all', 'system_created', {}],
  ['tag: prefix + words, sort comments', 'tag:nurse gift', 'all', 'comments', {}],
  ['created range + reactions range, sort mass_shares', '', 'all', 'mass_shares', { createdFrom: new Date('2026-03-01'), createdTo: new Date('2026-03-05'), reactions: { min: 100, max: 2000 } }],
];
for (const [label, q, mode, sort, extra] of cases) {
  const { exclude, ...rest } = extra as { exclude?: string };
  const where: SQL = buildPostSearchWhere({ query: parseQuery(q), mode, exclude: parseExcludeList(exclude ?? ''), ...rest, ignored: { postIds: sql`select unnest('{5,6,7}'::bigint[])`, pageIds: [3, 4] } });
  const order = postSortOrder(sort as never);
  await explain(`${label} (page 1 of 50)`, db.select({ id: posts.id }).from(posts).where(where).orderBy(...order).limit(50).toSQL());
  const dialectQuery = (db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(cappedCountQuery(where));
  await explain(`${label} (capped count)`, dialectQuery);
}
const [count] = await selectRows<{ n: string }>(db, sql`select count(*) as n from posts`);
console.log('\nposts:', count?.n);
await pool.end();
await handle.close();

import type { ImportLineInput, ImportMetrics } from '@postradar/contracts';
import { refreshAllEntityCounts, refreshRecentPostMetrics, type Database } from '@postradar/db';
import { generateCorpus, importNdjson } from '@postradar/ingest';
import { normalizeHost } from '@postradar/search';
import { Readable } from 'node:stream';
import pg from 'pg';

const reactionTypes = ['like', 'love', 'care', 'haha', 'wow', 'sad', 'angry'] as const;

/** Metrics as the generator writes them (defaults not applied). */
interface MetricsInput {
  at: string;
  reactions?: Partial<ImportMetrics['reactions']>;
  comments?: number;
  shares?: number;
}

function counts(metrics: MetricsInput) {
  return [
    ...reactionTypes.map((type) => metrics.reactions?.[type] ?? 0),
    metrics.comments ?? 0,
    metrics.shares ?? 0,
  ];
}

const snapshotColumns =
  'reactions_like, reactions_love, reactions_care, reactions_haha, reactions_wow, reactions_sad, reactions_angry, comments, shares';

/**
 * Loads the demo corpus (the same generator `npm start` uses) into an empty benchmark database as
 * fast as PostgreSQL allows: secondary indexes and the snapshots' key are dropped first and built
 * once at the end, foreign-key triggers are off while loading, rows go in as 5,000-post JSON
 * batches on two connections, and post ids are assigned here so snapshots need no lookup. Then
 * the derived engagement is computed by the ordinary job, and the post counts of pages and
 * domains (decision 0040) as an import ends. Pages and domains go through the importer (there
 * are few).
 */
export async function loadBenchCorpus(
  db: Database,
  url: string,
  {
    posts,
    seed,
    now,
    log,
  }: { posts: number; seed: number; now: Date; log: (line: string) => void },
) {
  const started = performance.now();
  const clients = [
    new pg.Client({ connectionString: url }),
    new pg.Client({ connectionString: url }),
  ];
  await Promise.all(clients.map((client) => client.connect()));
  const [main] = clients as [pg.Client, pg.Client];
  try {
    await main.query(
      'truncate pages, domains, pixels, domain_pixels, posts, post_contents, post_snapshots cascade',
    );
    // Every index of the three big tables but posts' primary key (the foreign keys to posts need
    // it); indexes that back a constraint are dropped and re-added as that constraint.
    const { rows: indexes } = await main.query<{
      name: string;
      table: string;
      definition: string;
      constraint: string | null;
      constraintDefinition: string | null;
    }>(
      `select ic.relname as name, t.relname as "table", pg_get_indexdef(i.indexrelid) as definition,
          c.conname as constraint, pg_get_constraintdef(c.oid) as "constraintDefinition"
        from pg_index i
        join pg_class ic on ic.oid = i.indexrelid
        join pg_class t on t.oid = i.indrelid
        left join pg_constraint c on c.conindid = i.indexrelid and c.contype in ('p', 'u')
        where t.relname in ('posts', 'post_contents', 'post_snapshots')
          and not (t.relname = 'posts' and i.indisprimary)`,
    );
    for (const index of indexes) {
      await main.query(
        index.constraint
          ? `alter table ${index.table} drop constraint "${index.constraint}"`
          : `drop index "${index.name}"`,
      );
    }
    for (const client of clients) await client.query(`set session_replication_role = replica`);

    const corpus = generateCorpus({ posts, seed, now });
    // Sellers first: their page and domain lines come before any post.
    const sellerLines: ImportLineInput[] = [];
    let first = corpus.next();
    while (!first.done && first.value.type !== 'post') {
      sellerLines.push(first.value);
      first = corpus.next();
    }
    await importNdjson(db, Readable.from(sellerLines.map((line) => `${JSON.stringify(line)}\n`)), {
      source: 'bench corpus (sellers)',
      batchLines: 5000,
    });
    const pageIds = new Map(
      (
        await main.query<{ id: string; network_id: string }>('select id, network_id from pages')
      ).rows.map((row) => [row.network_id, Number(row.id)]),
    );
    const domainIds = new Map(
      (await main.query<{ id: string; host: string }>('select id, host from domains')).rows.map(
        (row) => [row.host, Number(row.id)],
      ),
    );

    let postRows: unknown[] = [];
    let snapshotRows: unknown[] = [];
    let current: { row: Record<string, unknown>; latest: MetricsInput | null } | null = null;
    let nextId = 0;
    let loaded = 0;
    const inFlight = new Set<Promise<unknown>>();
    let turn = 0;

    const finishPost = () => {
      if (!current) return;
      const latest = current.latest;
      const values = latest ? counts(latest) : [0, 0, 0, 0, 0, 0, 0, 0, 0];
      current.row.counts = values;
      current.row.metrics_at = latest?.at ?? current.row.first_seen_at;
      postRows.push(current.row);
      current = null;
    };
    const flush = async () => {
      const postsJson = JSON.stringify(postRows);
      const snapshotsJson = JSON.stringify(snapshotRows);
      postRows = [];
      snapshotRows = [];
      const client = clients[turn++ % clients.length] as pg.Client;
      const job = (async () => {
        await client.query(
          `with x as materialized (
             select * from json_to_recordset($1::json) as x(id bigint, network_id text,
               kind text, page_id bigint, message text, media_type text, media jsonb, link text,
               domain_id bigint, cta_type text, cta_title text, tags text[], language text,
               country text, created_time timestamptz, first_seen_at timestamptz,
               metrics_at timestamptz, counts integer[], ad_sets integer, ad_platforms text[],
               ad_start_time timestamptz, ad_stop_time timestamptz)
           ),
           stored as (
             insert into posts (id, network_id, kind, page_id, media_type, domain_id,
               message_folded, tag_keys, language, country, created_time, first_seen_at,
               metrics_at, ${snapshotColumns}, ad_sets)
             overriding system value
             select id, network_id, kind, page_id, media_type, domain_id, postradar_fold(message),
               postradar_fold_all(tags), language, country, created_time, first_seen_at,
               metrics_at, counts[1], counts[2], counts[3], counts[4], counts[5], counts[6],
               counts[7], counts[8], counts[9], ad_sets
             from x
           )
           insert into post_contents (post_id, message, media, link, cta_type, cta_title, tags,
             ad_platforms, ad_start_time, ad_stop_time)
           select id, message, media, link, cta_type, cta_title, tags, ad_platforms,
             ad_start_time, ad_stop_time
           from x`,
          [postsJson],
        );
        await client.query(
          `insert into post_snapshots (post_id, at, ${snapshotColumns})
           select p, at, c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9]
           from json_to_recordset($1::json) as x(p bigint, at timestamptz, c integer[])`,
          [snapshotsJson],
        );
      })();
      inFlight.add(job);
      job.finally(() => inFlight.delete(job)).catch(() => undefined);
      if (inFlight.size >= clients.length) await Promise.race(inFlight);
    };

    for (let step = first; !step.done; step = corpus.next()) {
      const line = step.value;
      if (line.type === 'post') {
        finishPost();
        if (postRows.length >= 5000) {
          await flush();
          loaded += 5000;
          if (loaded % 100_000 === 0) {
            log(
              `  ${loaded.toLocaleString('en')} posts (${((performance.now() - started) / 1000).toFixed(0)} s)`,
            );
          }
        }
        const id = ++nextId;
        const host = line.link ? normalizeHost(new URL(line.link).hostname) : null;
        current = {
          latest: line.metrics ?? null,
          row: {
            id,
            network_id: line.id,
            kind: line.kind,
            page_id: pageIds.get(line.page_id),
            message: line.message ?? '',
            media_type: line.media_type,
            media: (line.media ?? []).map((item) => ({
              thumb: item.thumb ?? null,
              original: item.original ?? null,
              ...(item.video_length != null ? { videoLength: item.video_length } : {}),
            })),
            link: line.link ?? null,
            domain_id: host ? (domainIds.get(host) ?? null) : null,
            cta_type: line.cta?.type ?? null,
            cta_title: line.cta?.title ?? null,
            tags: line.tags ?? [],
            language: line.language ?? null,
            country: line.country ?? null,
            created_time: line.created_time,
            first_seen_at: line.metrics?.at ?? line.created_time,
            ad_sets: line.ad?.ad_sets ?? null,
            ad_platforms: line.ad ? (line.ad.platforms ?? []) : null,
            ad_start_time: line.ad?.start_time ?? null,
            ad_stop_time: line.ad?.stop_time ?? null,
          },
        };
        if (line.metrics)
          snapshotRows.push({ p: id, at: line.metrics.at, c: counts(line.metrics) });
      } else if (line.type === 'metrics' && current) {
        current.latest = line;
        snapshotRows.push({ p: current.row.id, at: line.at, c: counts(line) });
      }
    }
    finishPost();
    await flush();
    await Promise.all(inFlight);
    await main.query(`select setval(pg_get_serial_sequence('posts', 'id'), $1)`, [nextId]);
    for (const client of clients) await client.query('set session_replication_role = origin');
    log(
      `  ${nextId.toLocaleString('en')} posts and their histories inserted (${((performance.now() - started) / 1000).toFixed(0)} s); building indexes...`,
    );

    const creations = indexes.map((index) =>
      index.constraint
        ? `alter table ${index.table} add constraint "${index.constraint}" ${index.constraintDefinition}`
        : index.definition,
    );
    const queue = [...creations];
    await Promise.all(
      clients.map(async (client) => {
        await client.query(`set maintenance_work_mem = '256MB'`);
        for (let statement = queue.shift(); statement; statement = queue.shift()) {
          await client.query(statement);
        }
      }),
    );
    await main.query('vacuum analyze posts');
    await main.query('vacuum analyze post_snapshots');
    await main.query('vacuum analyze post_contents');
    // The counts bound what an ignored page or domain takes out of a search (decision 0045).
    await refreshAllEntityCounts(db);
    await main.query('analyze pages, domains, pixels, domain_pixels, domain_pages');
    log(
      `  indexes built (${((performance.now() - started) / 1000).toFixed(0)} s); computing trending and spikes...`,
    );
    const refreshed = await refreshRecentPostMetrics(db, { now });
    await main.query('vacuum analyze posts');
    log(
      `  ${refreshed.toLocaleString('en')} posts' trending and spike scores computed (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

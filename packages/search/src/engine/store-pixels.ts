import { storePixelsLimit, type PixelSummary } from '@postradar/contracts';
import { selectRows, type Database } from '@postradar/db';
import { sql, type SQL } from 'drizzle-orm';

interface StorePixelRow extends Record<string, unknown> {
  domain_id: string;
  id: string;
  network_id: string;
}

/**
 * The pixels store `store` (a bigint expression) loads, first by id and at most storePixelsLimit,
 * found through domain_pixels' primary key (domain_id, pixel_id).
 */
function pixelsOfStoreQuery(store: SQL): SQL {
  return sql`select pixels.id, pixels.network_id from domain_pixels
    join pixels on pixels.id = domain_pixels.pixel_id
    where domain_pixels.domain_id = ${store}
    order by pixels.network_id
    limit ${storePixelsLimit}`;
}

/**
 * The pixels each of these stores loads, as pixelsOfStoreQuery: one statement for a whole page of
 * posts.
 */
export async function pixelsOfStores(
  db: Database,
  domainIds: readonly string[],
): Promise<Map<string, PixelSummary[]>> {
  const byStore = new Map<string, PixelSummary[]>();
  if (domainIds.length === 0) return byStore;
  const rows = await selectRows<StorePixelRow>(
    db,
    sql`select store.id::text as domain_id, loaded.id::text as id, loaded.network_id
      from unnest(${`{${domainIds.join(',')}}`}::bigint[]) as store(id)
      cross join lateral (${pixelsOfStoreQuery(sql`store.id`)}) as loaded
      order by store.id, loaded.network_id`,
  );
  for (const row of rows) {
    const list = byStore.get(row.domain_id) ?? [];
    list.push({ _id: row.id, networkId: row.network_id });
    byStore.set(row.domain_id, list);
  }
  return byStore;
}

/**
 * The pixels store `store` loads as a JSON array of PixelSummary, in the same order (none for a
 * null store): one column of a statement that reads one post, instead of a statement of its own.
 */
export function storePixelsJson(store: SQL): SQL {
  return sql`coalesce((
    select json_agg(json_build_object('_id', loaded.id::text, 'networkId', loaded.network_id)
      order by loaded.network_id)
    from (${pixelsOfStoreQuery(store)}) as loaded), '[]')`;
}

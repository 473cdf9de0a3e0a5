import { storePixelsLimit, type PixelSummary } from '@postradar/contracts';
import { selectRows, type Database } from '@postradar/db';
import { sql } from 'drizzle-orm';

interface StorePixelRow extends Record<string, unknown> {
  domain_id: string;
  id: string;
  network_id: string;
}

/**
 * The pixels each of these stores loads, first by id and at most storePixelsLimit of each: one
 * statement for a whole page of posts, each store's pixels found through domain_pixels' primary
 * key (domain_id, pixel_id).
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
      cross join lateral (
        select pixels.id, pixels.network_id from domain_pixels
        join pixels on pixels.id = domain_pixels.pixel_id
        where domain_pixels.domain_id = store.id
        order by pixels.network_id
        limit ${storePixelsLimit}
      ) as loaded
      order by store.id, loaded.network_id`,
  );
  for (const row of rows) {
    const list = byStore.get(row.domain_id) ?? [];
    list.push({ _id: row.id, networkId: row.network_id });
    byStore.set(row.domain_id, list);
  }
  return byStore;
}

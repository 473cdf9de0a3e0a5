import { sql } from 'drizzle-orm';
import type { Database } from '../create-db';

/** The pages and stores whose posts an import wrote, by their network ids and hosts. */
export interface TouchedEntities {
  pageNetworkIds: readonly string[];
  hosts: readonly string[];
}

/** The values as one JSON parameter, read the same way on PGlite and PostgreSQL. */
function listed(values: readonly string[]) {
  return sql`select json_array_elements_text(${JSON.stringify(values)}::json)`;
}

/**
 * Recomputes from posts the counts of the pages and domains given, the pixels those domains load
 * and which pages advertise those domains (migration 0013's `postradar_refresh_entity_counts`,
 * decision 0040): index lookups per page and per domain, never a scan of every post.
 */
export async function refreshEntityCounts(db: Database, touched: TouchedEntities): Promise<void> {
  if (touched.pageNetworkIds.length === 0 && touched.hosts.length === 0) return;
  await db.execute(sql`select postradar_refresh_entity_counts(
    (select coalesce(array_agg(id), '{}') from pages
      where network_id in (${listed(touched.pageNetworkIds)})),
    (select coalesce(array_agg(id), '{}') from domains
      where host in (${listed(touched.hosts)}))
  )`);
}

/** Recomputes the counts of every page, domain and pixel (after posts were written directly). */
export async function refreshAllEntityCounts(db: Database): Promise<void> {
  await db.execute(sql`select postradar_refresh_entity_counts(
    (select coalesce(array_agg(id), '{}') from pages),
    (select coalesce(array_agg(id), '{}') from domains)
  )`);
}

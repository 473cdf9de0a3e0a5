import { domains, pages, pixels, posts } from '@postradar/db';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';

/** What a user can follow or ignore, each a row of its corpus table. */
export type TargetKind = 'post' | 'page' | 'domain' | 'pixel';

const targetTables = { post: posts, page: pages, domain: domains, pixel: pixels } as const;

const targetNames: Record<TargetKind, string> = {
  post: 'Post',
  page: 'Page',
  domain: 'Domain',
  pixel: 'Pixel',
};

/** Whether the corpus holds the target `id` (a value or a column of the outer statement). */
export function targetExists(kind: TargetKind, id: AnyColumn | number): SQL {
  const table = targetTables[kind];
  return sql`exists (select 1 from ${table} where ${table.id} = ${id})`;
}

/** A target the corpus does not hold: 404 'Page not found.' (or Post, Domain, Pixel). */
export function targetNotFound(kind: TargetKind) {
  return notFound(`${targetNames[kind]} not found.`);
}

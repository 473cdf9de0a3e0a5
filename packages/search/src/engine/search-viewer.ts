import { ignoredItems, selectRows, type Database, type IgnoreKind } from '@postradar/db';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PostSearchFilters } from '../sql';

/** Who is searching: the signed-in user, whose ignore lists leave posts out of every result. */
export interface SearchViewer {
  /** The signed-in user (`users.id`). */
  userId: string;
}

/** The kinds of items a viewer ignores, at least one each. */
export type IgnoredKinds = Readonly<Record<IgnoreKind, boolean>>;

export const ignoresNothing: IgnoredKinds = { post: false, page: false, domain: false };

/**
 * Whether the viewer ignores any post, page or domain: three probes of the ignore list's primary
 * key. A search adds the anti-join of a list only when the list has items, so that a user who
 * ignores nothing keeps every shortcut of the statistics (`guaranteedMatches`).
 */
export async function ignoredKinds(db: Database, viewer: SearchViewer): Promise<IgnoredKinds> {
  const probe = (kind: IgnoreKind) =>
    sql`exists (select 1 from ${ignoredItems} where ${ignoredItems.userId} = ${viewer.userId} and ${ignoredItems.kind} = ${kind})`;
  const [kinds] = await selectRows<{ post: boolean; page: boolean; domain: boolean }>(
    db,
    sql`select ${probe('post')} as post, ${probe('page')} as page, ${probe('domain')} as domain`,
  );
  return kinds ?? ignoresNothing;
}

function ignoredIds(viewer: SearchViewer, kind: IgnoreKind): SQL {
  return sql`select ${ignoredItems.targetId} from ${ignoredItems} where ${and(
    eq(ignoredItems.userId, viewer.userId),
    eq(ignoredItems.kind, kind),
  )}`;
}

/**
 * The viewer's ignore lists as the SQL builder's `ignored` filter: a subquery per list that has
 * items (an anti-join on the ignore list's primary key), none when the viewer ignores nothing.
 */
export function ignoredFilter(
  viewer: SearchViewer,
  kinds: IgnoredKinds,
): PostSearchFilters['ignored'] {
  if (!kinds.post && !kinds.page && !kinds.domain) return undefined;
  return {
    ...(kinds.post && { postIds: ignoredIds(viewer, 'post') }),
    ...(kinds.page && { pageIds: ignoredIds(viewer, 'page') }),
    ...(kinds.domain && { domainIds: ignoredIds(viewer, 'domain') }),
  };
}

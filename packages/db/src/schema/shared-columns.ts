import { sql } from 'drizzle-orm';
import { customType, integer } from 'drizzle-orm/pg-core';

/**
 * A PostgreSQL `tsvector`. Filled by a generated column from `postradar_fold()` (migration
 * 0001_search_functions), so documents and queries are normalised by the same SQL function.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** The reaction columns shared by posts (latest values) and snapshots. */
export function reactionColumns() {
  return {
    reactionsLike: integer('reactions_like').notNull().default(0),
    reactionsLove: integer('reactions_love').notNull().default(0),
    reactionsCare: integer('reactions_care').notNull().default(0),
    reactionsHaha: integer('reactions_haha').notNull().default(0),
    reactionsWow: integer('reactions_wow').notNull().default(0),
    reactionsSad: integer('reactions_sad').notNull().default(0),
    reactionsAngry: integer('reactions_angry').notNull().default(0),
    /** Sum of the seven types. */
    reactions: integer('reactions')
      .notNull()
      .generatedAlwaysAs(
        sql`reactions_like + reactions_love + reactions_care + reactions_haha + reactions_wow + reactions_sad + reactions_angry`,
      ),
    comments: integer('comments').notNull().default(0),
    shares: integer('shares').notNull().default(0),
  };
}

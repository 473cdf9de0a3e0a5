import {
  fileNiche,
  type Idea,
  type IdeaBody,
  type IdeaListQuery,
  type ListPageQuery,
} from '@postradar/contracts';
import { ideas, users, type Database } from '@postradar/db';
import { offsetOf, pageOf, type PageOf } from '@postradar/search';
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { addedBy, adderColumns, withPostCards } from '../../lib/with-post-cards';

const ideaColumns = {
  postId: ideas.postId,
  note: ideas.note,
  niche: ideas.niche,
  createdAt: ideas.createdAt,
  updatedAt: ideas.updatedAt,
  ...adderColumns,
};

/** Ideas newest first, each with its post's card and who picked it (null once they are gone). */
async function selectIdeas(
  db: Database,
  where: SQL | undefined,
  paging: ListPageQuery,
): Promise<Idea[]> {
  const rows = await db
    .select(ideaColumns)
    .from(ideas)
    .leftJoin(users, eq(users.id, ideas.addedBy))
    .where(where)
    .orderBy(desc(ideas.createdAt), desc(ideas.postId))
    .limit(paging.perPage)
    .offset(offsetOf(paging));
  return withPostCards(db, rows, (row, post) => ({
    post,
    note: row.note,
    niche: row.niche,
    addedBy: addedBy(row),
    addedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One page of ideas, newest first, of one niche or of all. */
export async function findIdeas(db: Database, query: IdeaListQuery): Promise<PageOf<Idea>> {
  const where = query.niche === undefined ? undefined : eq(ideas.niche, fileNiche(query.niche));
  const [docs, [counted]] = await Promise.all([
    selectIdeas(db, where, query),
    db.select({ total: count() }).from(ideas).where(where),
  ]);
  return pageOf(docs, query, { total: counted?.total ?? 0, totalCapped: false });
}

/** The idea of a post, or undefined when the post is not one. */
export async function findIdea(db: Database, postId: number): Promise<Idea | undefined> {
  const [idea] = await selectIdeas(db, eq(ideas.postId, postId), { page: 1, perPage: 1 });
  return idea;
}

/** The niches that have ideas, with how many, the most first (then by name). */
export async function countIdeasByNiche(db: Database) {
  const ideaCount = count();
  return db
    .select({ niche: ideas.niche, ideas: ideaCount })
    .from(ideas)
    .groupBy(ideas.niche)
    .orderBy(desc(ideaCount), asc(ideas.niche));
}

/**
 * Makes the post an idea with this note and niche, or writes them on the idea it is. Sending what
 * the idea already holds changes nothing (not even its times); a change records its editor as
 * who picked it. The time it was first picked, which orders the list, never moves.
 */
export async function upsertIdea(
  db: Database,
  input: IdeaBody & { postId: number; moderatorId: string },
): Promise<void> {
  const niche = fileNiche(input.niche);
  await db
    .insert(ideas)
    .values({ postId: input.postId, note: input.note, niche, addedBy: input.moderatorId })
    .onConflictDoUpdate({
      target: ideas.postId,
      set: { note: input.note, niche, addedBy: input.moderatorId, updatedAt: sql`now()` },
      setWhere: sql`(${ideas.note}, ${ideas.niche}) is distinct from (excluded.note, excluded.niche)`,
    });
}

/** Takes the post off ideas; false when it was not one. */
export async function deleteIdea(db: Database, postId: number): Promise<boolean> {
  const deleted = await db
    .delete(ideas)
    .where(eq(ideas.postId, postId))
    .returning({ postId: ideas.postId });
  return deleted.length > 0;
}

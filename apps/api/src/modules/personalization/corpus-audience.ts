import type { PersonalizationOption } from '@postradar/contracts';
import { posts, selectRows, type Database } from '@postradar/db';
import { sql } from 'drizzle-orm';

/** The niches, languages and countries of the corpus, each with its posts, the most first. */
export interface CorpusAudience {
  niches: PersonalizationOption[];
  languages: PersonalizationOption[];
  countries: PersonalizationOption[];
}

/**
 * The most niches kept to choose from, those with the most posts: beyond them lies the long tail
 * of tags a handful of posts carry, which would only take memory.
 */
export const nichesKept = 10_000;

/** Each niche (a folded tag key) with the posts carrying it, a post counted once per niche. */
function countNiches(db: Database) {
  return selectRows<PersonalizationOption>(
    db,
    sql`select niche as value, count(*)::int as posts
      from ${posts} cross join lateral (select distinct unnest(${posts.tagKeys}) as niche) as keys
      where niche <> ''
      group by niche
      order by posts desc, niche
      limit ${nichesKept}`,
  );
}

/** Each language and each country with its posts, in one pass over the posts. */
async function countPlaces(db: Database) {
  const rows = await selectRows<PersonalizationOption & { facet: 'language' | 'country' }>(
    db,
    sql`select case when grouping(${posts.language}) = 0 then 'language' else 'country' end as facet,
        coalesce(${posts.language}, ${posts.country}) as value, count(*)::int as posts
      from ${posts}
      group by grouping sets ((${posts.language}), (${posts.country}))
      having coalesce(${posts.language}, ${posts.country}) is not null
      order by posts desc, value`,
  );
  const of = (facet: 'language' | 'country') =>
    rows.filter((row) => row.facet === facet).map(({ value, posts }) => ({ value, posts }));
  return { languages: of('language'), countries: of('country') };
}

/**
 * Counts the whole corpus's niches, languages and countries: two scans of every post, for the
 * options cache only (never per request).
 */
export async function countCorpusAudience(db: Database): Promise<CorpusAudience> {
  const niches = await countNiches(db);
  return { niches, ...(await countPlaces(db)) };
}

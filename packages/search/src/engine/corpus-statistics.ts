import { selectRows, type Database } from '@postradar/db';
import { languageCountry, type CorpusStatistics } from '../estimate-selectivity';
import { valueShares } from '../sort-distribution';
import { refreshedBehind } from './refreshed-behind';
import { sql } from 'drizzle-orm';

/** How long one reading of the statistics is used: ANALYZE refreshes them far less often. */
const STATISTICS_TTL_MS = 5 * 60_000;

type ColumnStatistics = {
  column: string;
  values: string[] | null;
  shares: number[] | null;
  elements: string[] | null;
  elementShares: number[] | null;
  correlation: number | null;
  histogram: string[] | null;
  nullShare: number;
};

function sharesOf(keys?: string[] | null, shares?: number[] | null): Map<string, number> {
  return new Map((keys ?? []).map((key, index) => [key, shares?.[index] ?? 0]));
}

/**
 * pg_stats keeps, for an array or tsvector column, the share of rows holding each common element,
 * then the least and the greatest of those shares: the least is the floor below which the
 * elements not listed lie.
 */
function floorOf(statistics: ColumnStatistics | undefined): number {
  const listed = statistics?.elements?.length ?? 0;
  return statistics?.elementShares?.[listed] ?? 0;
}

/**
 * Below the least common value listed, and below what the listed values and the nulls leave:
 * where the values not listed lie (none when the list holds every value ANALYZE saw).
 */
function unlistedFloor(listedShares: readonly number[], nullShare = 0): number {
  const rest = 1 - nullShare - listedShares.reduce((sum, share) => sum + share, 0);
  return Math.max(0, Math.min(listedShares.at(-1) ?? 0, rest));
}

/** A column's most common values with their shares (most common first), and their floor. */
function commonValuesOf(statistics: ColumnStatistics | undefined) {
  return {
    shares: sharesOf(statistics?.values, statistics?.shares),
    floor: unlistedFloor(statistics?.shares ?? [], statistics?.nullShare),
  };
}

/**
 * The common pairs of a language and a country with their shares, from the statistics ANALYZE
 * keeps of the two together (`posts_language_country`, migration 0019), and their floor. Pairs
 * with a null are left out (no filter matches them).
 */
async function languageCountryShares(db: Database) {
  const pairs = await selectRows<{
    language: string | null;
    country: string | null;
    share: number;
  }>(
    db,
    sql`select s.most_common_vals[i][1] as language, s.most_common_vals[i][2] as country,
        s.most_common_freqs[i]::float8 as share
      from pg_stats_ext s cross join generate_subscripts(s.most_common_freqs, 1) as i
      where s.statistics_schemaname = current_schema()
        and s.statistics_name = 'posts_language_country'
      order by i`,
  );
  return {
    shares: new Map(
      pairs.flatMap(({ language, country, share }) =>
        language === null || country === null
          ? []
          : [[languageCountry(language, country), share] as const],
      ),
    ),
    floor: unlistedFloor(pairs.map((pair) => pair.share)),
  };
}

async function readCorpusStatistics(db: Database): Promise<CorpusStatistics | undefined> {
  const [size] = await selectRows<{ posts: number; pages: number }>(
    db,
    sql`select reltuples::float8 as posts, relpages::float8 as pages from pg_class
      where oid = 'posts'::regclass`,
  );
  const columns = await selectRows<ColumnStatistics>(
    db,
    sql`select attname as column,
        most_common_vals::text::text[] as values, most_common_freqs::float8[] as shares,
        most_common_elems::text::text[] as elements,
        most_common_elem_freqs::float8[] as "elementShares", correlation::float8 as correlation,
        histogram_bounds::text::text[] as histogram, null_frac::float8 as "nullShare"
      from pg_stats
      where schemaname = current_schema() and tablename = 'posts'`,
  );
  // Never analysed (a new or embedded database): no estimates, the planner decides alone.
  if (!size || size.posts <= 0 || size.pages <= 0) return undefined;
  const byColumn = new Map(columns.map((column) => [column.column, column]));
  const search = byColumn.get('search');
  const tags = byColumn.get('tag_keys');
  const kind = byColumn.get('kind');
  const mediaType = byColumn.get('media_type');
  const languages = commonValuesOf(byColumn.get('language'));
  const countries = commonValuesOf(byColumn.get('country'));
  const pairs = await languageCountryShares(db);
  return {
    posts: size.posts,
    heapPages: size.pages,
    words: sharesOf(search?.elements, search?.elementShares),
    wordFloor: floorOf(search),
    tags: sharesOf(tags?.elements, tags?.elementShares),
    tagFloor: floorOf(tags),
    kinds: sharesOf(kind?.values, kind?.shares),
    mediaTypes: sharesOf(mediaType?.values, mediaType?.shares),
    languages: languages.shares,
    languageFloor: languages.floor,
    countries: countries.shares,
    countryFloor: countries.floor,
    languageCountries: pairs.shares,
    languageCountryFloor: pairs.floor,
    correlations: new Map(
      columns.flatMap(({ column, correlation }) =>
        correlation === null ? [] : [[column, correlation] as const],
      ),
    ),
    valueShares: new Map(
      columns.map(({ column, histogram, values, shares, nullShare }) => [
        column,
        valueShares({
          histogram: histogram ?? [],
          commonValues: values ?? [],
          commonShares: shares ?? [],
          nullShare,
        }),
      ]),
    ),
  };
}

/**
 * The planner statistics of posts (kept by ANALYZE and autovacuum), read at most every five
 * minutes per database handle: the search strategy's estimates (decision 0019). Only the first
 * search of a handle waits for them: once they are older than five minutes, searches go on with
 * them while they are read again behind them (a read takes 0.1 to 0.2 s, on PostgreSQL's
 * 1,000,000 posts as on PGlite's demo corpus).
 */
export const corpusStatistics: (db: Database) => Promise<CorpusStatistics | undefined> =
  refreshedBehind(STATISTICS_TTL_MS, (db: Database) =>
    readCorpusStatistics(db).catch(() => undefined),
  );

import { postSearchQuerySchema } from '@postradar/contracts';
import type { Database } from '@postradar/db';
import { searchPosts, viewerWithoutAccount } from '@postradar/search/engine';

/** The search the Posts screen opens with: the newest posts, fifty a page. */
const openingSearch = postSearchQuerySchema.parse({});

/**
 * Runs the search the Posts screen opens with, once, as the server starts (decision 0064): it
 * reads the corpus statistics (decision 0019), brings the database's hottest pages into memory
 * and has the engine's and the database driver's code compiled, which the first search of a
 * process otherwise pays for, several times what a search costs once warm (docs/benchmarks.md).
 */
export async function warmUpSearch(searchDb: Database): Promise<void> {
  await searchPosts(searchDb, openingSearch, viewerWithoutAccount);
}

import { ideaCalls } from '@postradar/contracts';
import { api } from '../../lib/api';
import { useListPage } from '../../lib/collections/use-list-page';
import { ideaKeys } from '../../lib/ideas/idea-queries';
import type { IdeasAddress } from './ideas-address';

/** A page of ideas, newest first, of the address's niche or of all. */
export function useIdeaList({ niche, page, perPage }: IdeasAddress) {
  const query = { niche, page: String(page), perPage: String(perPage) as `${typeof perPage}` };
  return useListPage(ideaKeys.list(query), (signal) =>
    api.call(ideaCalls.ideas, { query, signal }),
  );
}

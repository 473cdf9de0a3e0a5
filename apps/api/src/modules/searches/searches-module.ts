import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';
import { gateMembership } from '../billing/membership-gates';
import { asResearchCalls } from '../research/as-research-calls';
import { clearSearchHistory } from './clear-search-history';
import { deleteSavedSearch } from './delete-saved-search';
import { listSavedSearchNewPosts } from './list-saved-search-new-posts';
import { listSavedSearches } from './list-saved-searches';
import { listSearchHistory } from './list-search-history';
import { recordSearch } from './record-search';
import { removeHistoryEntry } from './remove-history-entry';
import { renameSavedSearch } from './rename-saved-search';
import { runSavedSearch } from './run-saved-search';
import { saveSearch } from './save-search';

/** The search history and the saved searches, for signed-in members only. */
async function searchCollections(app: FastifyInstance) {
  app.addHook('preValidation', requireUser);
  gateMembership(app);
  await app.register(listSearchHistory);
  await app.register(recordSearch);
  await app.register(removeHistoryEntry);
  await app.register(clearSearchHistory);
  await app.register(listSavedSearches);
  await app.register(saveSearch);
  await app.register(renameSavedSearch);
  await app.register(deleteSavedSearch);
  await app.register(runSavedSearch);
}

/** A saved search's new posts: a post search, so a research call (limits, search connections). */
async function searchResearch(app: FastifyInstance) {
  asResearchCalls(app);
  await app.register(listSavedSearchNewPosts);
}

/** The searches a user ran (the history) and those they named (saved searches). */
export async function searchesModule(app: FastifyInstance) {
  await app.register(searchCollections);
  await app.register(searchResearch);
}

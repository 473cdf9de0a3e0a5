import { searchHistoryCalls, type SavedSearch } from '@postradar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { collectionKeyRoot } from './collection-keys';
import { storedSearchHref } from './stored-search';

/** A click that opens the link elsewhere (a new tab or window) rather than here. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Running a saved search from a link to it (`href`): `run`, its click handler, marks it run (its
 * new posts count from now), then opens it; a click that opens a new tab only marks it.
 */
export function useRunSavedSearch(saved: SavedSearch) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isRunning, setRunning] = useState(false);
  const href = storedSearchHref(saved);

  // Marks it run, then opens it. Opening does not wait on the mark: a failed mark only leaves its
  // new posts counted from the previous run.
  function run(event: MouseEvent) {
    const marked = api
      .call(searchHistoryCalls.runSavedSearch, { params: { id: saved._id } })
      .then(() => queryClient.invalidateQueries({ queryKey: collectionKeyRoot }))
      .catch(() => undefined);
    if (opensElsewhere(event)) return;
    event.preventDefault();
    setRunning(true);
    void marked.then(() => navigate(href));
  }

  return { href, isRunning, run };
}

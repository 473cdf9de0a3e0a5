import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { personalizedSearch } from '../../lib/personalization/personalized-search';
import { usePersonalization } from '../../lib/personalization/use-personalization';
import { isPersonalizationCleared } from '../../lib/personalization/cleared-personalization';
import {
  readSearchParams,
  writeSearchParams,
  type SearchScope,
} from '../../lib/research/search-params';

/** Where the screen's start stands: deciding, moving to the personalized address, or done. */
type Start =
  { kind: 'deciding' } | { kind: 'replacing'; from: string; to: string } | { kind: 'done' };

/**
 * Starts a research screen opened without a search on the user's personalization: once it is
 * known, the address takes its niches, languages and countries (and posts or ads, where the screen
 * lets the search choose) in place of the empty one. An address that names a search, one whose
 * personalization the user cleared, and every later search of the same visit are left alone.
 *
 * Answers whether the screen is still waiting: its results must not search before, or a search
 * would run (and count against a trial's allowance) only to be replaced.
 */
export function usePersonalizedStart(scope: SearchScope, withKind: boolean): boolean {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const personalization = usePersonalization();
  const [start, setStart] = useState<Start>(() =>
    Object.keys(readSearchParams(search)).length > 0 || isPersonalizationCleared(state)
      ? { kind: 'done' }
      : { kind: 'deciding' },
  );

  // Decided once, as soon as the personalization is known (or could not be read).
  if (start.kind === 'deciding' && !personalization.isPending) {
    const params = personalizedSearch(personalization.data, { withKind });
    setStart(
      params
        ? { kind: 'replacing', from: search, to: writeSearchParams(params, scope) }
        : { kind: 'done' },
    );
  } else if (start.kind === 'replacing' && search !== start.from) {
    setStart({ kind: 'done' });
  }

  useEffect(() => {
    if (start.kind === 'replacing')
      void navigate({ pathname, search: start.to }, { replace: true });
  }, [start, pathname, navigate]);

  return start.kind !== 'done';
}

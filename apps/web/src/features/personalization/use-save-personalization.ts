import {
  personalizationCalls,
  type Personalization,
  type PersonalizationKind,
} from '@postradar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { personalizationQueryKey } from '../../lib/personalization/personalization-query-key';

/** What the Personalization form edits: the saved personalization without its time. */
export interface PersonalizationValues {
  niches: string[];
  languages: string[];
  countries: string[];
  kind: PersonalizationKind;
}

export const emptyPersonalization: PersonalizationValues = {
  niches: [],
  languages: [],
  countries: [],
  kind: 'both',
};

export function toPersonalizationValues({
  niches,
  languages,
  countries,
  kind,
}: Personalization): PersonalizationValues {
  return { niches, languages, countries, kind };
}

/**
 * PUT /api/personalization; the answer (as stored) replaces the cached personalization, so Trending,
 * the dashboard and new searches follow at once.
 */
export function useSavePersonalization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalizationValues) =>
      api.call(personalizationCalls.savePersonalization, { body }),
    onSuccess: (saved: Personalization) => {
      queryClient.setQueryData(personalizationQueryKey, saved);
    },
  });
}

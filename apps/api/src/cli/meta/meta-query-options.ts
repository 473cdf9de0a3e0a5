import {
  activeStatuses,
  adTypes,
  adsArchiveQuerySchema,
  type AdsArchiveQuery,
} from '@postradar/ingest';
import { UsageError } from '../billing/parse-billing-command';

/** The command-line options that make an Ad Library query (parseArgs definitions). */
export const metaQueryOptions = {
  q: { type: 'string' },
  exact: { type: 'boolean' },
  country: { type: 'string', multiple: true },
  'page-id': { type: 'string', multiple: true },
  type: { type: 'string' },
  status: { type: 'string' },
  'all-media': { type: 'boolean' },
  since: { type: 'string' },
} as const;

export const metaQueryUsage = `  --q "nurse shirt"     search terms (all words; --exact for the exact phrase)
  --page-id 1048576     or/and the ads of up to 10 Facebook pages
  --country DE          a country the ads reached, repeatable, or ALL (required); commercial ads
                        are only returned for ads delivered in the EU or UK: use EU/UK countries
  --type ${adTypes.join('|')}   (default ALL)
  --status ${activeStatuses.join('|')}   (default ALL)
  --all-media           one pass for every media type (ads are then not labelled photo/video)
  --since 2026-11-01    only ads delivered from that day (default: since the last run of the query)`;

export interface MetaQueryValues {
  q?: string;
  exact?: boolean;
  country?: string[];
  'page-id'?: string[];
  type?: string;
  status?: string;
  'all-media'?: boolean;
  since?: string;
}

const optionNames: Record<string, string> = {
  searchTerms: 'q',
  countries: 'country',
  pageIds: 'page-id',
  adType: 'type',
  activeStatus: 'status',
  deliveredSince: 'since',
};

/** The query the options describe; a UsageError names the option that is wrong. */
export function queryFromOptions(values: MetaQueryValues): AdsArchiveQuery {
  const parsed = adsArchiveQuerySchema.safeParse({
    searchTerms: values.q,
    searchType: values.exact ? 'KEYWORD_EXACT_PHRASE' : 'KEYWORD_UNORDERED',
    countries: values.country ?? [],
    pageIds: values['page-id'] ?? [],
    adType: values.type?.toUpperCase(),
    activeStatus: values.status?.toUpperCase(),
    labelMedia: !values['all-media'],
    deliveredSince: values.since,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  throw new UsageError(`--${optionNames[field] ?? field}: ${issue?.message}`);
}

/** The query in a line: `"nurse shirt" (all words) · pages 1048576 · in DE, FR · ALL ads, ACTIVE`. */
export function describeQuery(query: AdsArchiveQuery): string {
  return [
    query.searchTerms
      ? `"${query.searchTerms}" (${query.searchType === 'KEYWORD_EXACT_PHRASE' ? 'exact phrase' : 'all words'})`
      : null,
    query.pageIds.length > 0 ? `pages ${query.pageIds.join(', ')}` : null,
    `in ${query.countries.join(', ')}`,
    `${query.adType} ads, ${query.activeStatus === 'ALL' ? 'running or not' : query.activeStatus}`,
    query.labelMedia ? 'labelled by media type' : 'all media at once',
    query.deliveredSince ? `delivered since ${query.deliveredSince}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

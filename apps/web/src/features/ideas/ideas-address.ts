import {
  readCollectionAddress,
  writeCollectionAddress,
  type CollectionAddress,
} from '../../lib/collections/collection-address';
import { fileNiche } from '@postradar/contracts';
import { isNiche } from '../../lib/ideas/suggest-niche';

/** Where the ideas list is: `niche` (none: every niche), `page`, `perPage`. */
export interface IdeasAddress extends Omit<CollectionAddress, 'category'> {
  niche?: string;
}

/** The ideas list's place in a query string; a niche that cannot be one shows every niche. */
export function readIdeasAddress(search: string): IdeasAddress {
  const { page, perPage } = readCollectionAddress(search);
  const niche = new URLSearchParams(search).get('niche')?.trim() ?? '';
  return { niche: isNiche(niche) ? fileNiche(niche) : undefined, page, perPage };
}

/** The query string ('' or '?…') of a place in the ideas list, without its defaults. */
export function writeIdeasAddress({ niche, page, perPage }: IdeasAddress): string {
  const params = new URLSearchParams(writeCollectionAddress({ page, perPage }));
  if (niche) params.set('niche', niche);
  const text = params.toString();
  return text ? `?${text}` : '';
}

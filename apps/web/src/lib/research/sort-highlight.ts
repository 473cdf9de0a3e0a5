import type { PostSort } from '@postradar/contracts';
import type { GainField } from './gain-badge';

export interface SortHighlight {
  kind: 'gain' | 'spike';
  field: GainField;
}

const highlights: Partial<Record<PostSort, SortHighlight>> = {
  trending: { kind: 'gain', field: 'reactions' },
  mass_reactions: { kind: 'spike', field: 'reactions' },
  mass_shares: { kind: 'spike', field: 'shares' },
  mass_comments: { kind: 'spike', field: 'comments' },
};

/** What a card shows large under a sort: the 24-hour gain (trending) or the spike it ranks by. */
export function sortHighlight(sort: string | undefined): SortHighlight | undefined {
  return highlights[sort as PostSort];
}

import { readSearchParams } from '../../lib/research/search-params';

/** The tabs of a group's screen: its details (members) and its trending posts. */
export type GroupDetailTab = 'details' | 'trending';

/**
 * The tab the address shows: named by `tab`, else the trending posts when it holds a post search
 * (a search re-run from the history), else the details.
 */
export function readGroupTab(search: string): GroupDetailTab {
  const tab = new URLSearchParams(search).get('tab');
  if (tab === 'details' || tab === 'trending') return tab;
  return Object.keys(readSearchParams(search)).length > 0 ? 'trending' : 'details';
}

import type { SearchViewer } from '@postradar/search/engine';

/** The benchmarks search as a user without an account: nothing of their own changes a search. */
export const benchViewer: SearchViewer = { userId: '00000000-0000-0000-0000-000000000000' };

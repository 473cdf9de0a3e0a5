import type { SearchViewer } from '../engine';

/** A signed-in user with nothing of their own that changes a search. */
export const testViewer: SearchViewer = { userId: '00000000-0000-4000-8000-000000000001' };

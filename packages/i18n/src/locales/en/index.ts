import { common } from './common';

/** The English catalogue is the reference: every other language must have exactly its keys. */
export const en = { common };

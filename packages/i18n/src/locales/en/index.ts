import { firstPart } from './first-part';
import { restPart } from './rest-part';

/** The English catalogue is the reference: every other language must have exactly its keys. */
export const en = { ...firstPart, ...restPart };

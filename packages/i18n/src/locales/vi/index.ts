import type { Catalogue } from '../../catalogue';
import { firstPart } from './first-part';
import { restPart } from './rest-part';

export const vi: Catalogue = { ...firstPart, ...restPart };

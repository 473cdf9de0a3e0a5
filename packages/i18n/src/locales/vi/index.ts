import type { Catalogue } from '../../catalogue';
import { common } from './common';

export const vi: Catalogue = { common };

import type { CatalogueParts } from '../../catalogue-parts';
import { admin } from './admin';
import { affiliate } from './affiliate';
import { billing } from './billing';
import { cardPayment } from './card-payment';
import { checkout } from './checkout';
import { comingSoon } from './coming-soon';
import { dashboard } from './dashboard';
import { entities } from './entities';
import { referral } from './referral';
import { sandbox } from './sandbox';
import { settings } from './settings';
import { validation } from './validation';

/**
 * The sections only other screens read (catalogue-parts.ts), which the web app loads when one of
 * them is opened.
 */
export const restPart: CatalogueParts['rest'] = {
  settings,
  comingSoon,
  admin,
  entities,
  billing,
  checkout,
  cardPayment,
  sandbox,
  dashboard,
  validation,
  affiliate,
  referral,
};

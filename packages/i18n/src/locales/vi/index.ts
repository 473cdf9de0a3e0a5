import type { Catalogue } from '../../catalogue';
import { admin } from './admin';
import { auth } from './auth';
import { billing } from './billing';
import { cardPayment } from './card-payment';
import { checkout } from './checkout';
import { comingSoon } from './coming-soon';
import { common } from './common';
import { components } from './components';
import { entities } from './entities';
import { favorites } from './favorites';
import { follows } from './follows';
import { gates } from './gates';
import { groups } from './groups';
import { pool } from './pool';
import { searchHistory } from './search-history';
import { landing } from './landing';
import { nav } from './nav';
import { research } from './research';
import { sandbox } from './sandbox';
import { settings } from './settings';
import { shell } from './shell';
import { tips } from './tips';
import { personalization } from './personalization';
import { dashboard } from './dashboard';
import { ideas } from './ideas';
import { offer } from './offer';
import { validation } from './validation';
import { affiliate } from './affiliate';
import { referral } from './referral';

export const vi: Catalogue = {
  common,
  nav,
  shell,
  landing,
  auth,
  settings,
  comingSoon,
  components,
  tips,
  admin,
  research,
  entities,
  favorites,
  follows,
  groups,
  searchHistory,
  pool,
  billing,
  checkout,
  cardPayment,
  sandbox,
  gates,
  personalization,
  dashboard,
  ideas,
  offer,
  validation,
  affiliate,
  referral,
};

import { auth } from './auth';
import { common } from './common';
import { components } from './components';
import { favorites } from './favorites';
import { follows } from './follows';
import { gates } from './gates';
import { groups } from './groups';
import { ideas } from './ideas';
import { landing } from './landing';
import { nav } from './nav';
import { offer } from './offer';
import { personalization } from './personalization';
import { pool } from './pool';
import { research } from './research';
import { searchHistory } from './search-history';
import { shell } from './shell';
import { tips } from './tips';

/** The sections the first screens read (catalogue-parts.ts), which the web app loads at start. */
export const firstPart = {
  common,
  nav,
  shell,
  landing,
  auth,
  components,
  tips,
  research,
  favorites,
  follows,
  groups,
  searchHistory,
  pool,
  gates,
  personalization,
  ideas,
  offer,
};

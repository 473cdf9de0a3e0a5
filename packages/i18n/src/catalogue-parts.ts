import type { Catalogue } from './catalogue';

/**
 * The sections the first screens read: the shell and its menu, the research screens with their
 * cards, card actions, detail and filters, the upgrade prompts, sign-in and the landing page, and
 * the overlays beside every screen. They form the first part of each catalogue, which the web app
 * loads at start; the other sections form the rest, loaded when a screen that reads them is
 * opened (decision 0060).
 */
export const firstPartSections = [
  'common',
  'nav',
  'shell',
  'landing',
  'auth',
  'components',
  'tips',
  'research',
  'favorites',
  'follows',
  'groups',
  'searchHistory',
  'pool',
  'gates',
  'personalization',
  'ideas',
  'offer',
] as const satisfies readonly (keyof Catalogue)[];

type FirstPartSection = (typeof firstPartSections)[number];

/** A catalogue's two parts, which together hold every section once. */
export interface CatalogueParts {
  first: Pick<Catalogue, FirstPartSection>;
  rest: Omit<Catalogue, FirstPartSection>;
}

export type CataloguePart = keyof CatalogueParts;

import type { CataloguePart, CatalogueParts } from './catalogue-parts';
import type { Language } from './languages';

type PartLoaders = { [Part in CataloguePart]: () => Promise<CatalogueParts[Part]> };

const partLoaders: Record<Language, PartLoaders> = {
  en: {
    first: () => import('./locales/en/first-part').then((module) => module.firstPart),
    rest: () => import('./locales/en/rest-part').then((module) => module.restPart),
  },
  vi: {
    first: () => import('./locales/vi/first-part').then((module) => module.firstPart),
    rest: () => import('./locales/vi/rest-part').then((module) => module.restPart),
  },
};

/**
 * One part of one language's catalogue (catalogue-parts.ts), fetched on demand: a bundled app puts
 * each part in a chunk of its own, so a visitor downloads the texts of their language only, and
 * those of the screens they open.
 */
export function loadCatalogue<Part extends CataloguePart>(
  language: Language,
  part: Part,
): Promise<CatalogueParts[Part]> {
  return partLoaders[language][part]();
}

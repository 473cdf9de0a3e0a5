import type { Catalogue } from './catalogue';
import type { Language } from './languages';

const catalogueLoaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./locales/en').then((module) => module.en),
  vi: () => import('./locales/vi').then((module) => module.vi),
};

/**
 * One language's catalogue, fetched on demand: a bundled app puts each catalogue in a chunk of its
 * own, so a visitor downloads the texts of their language only.
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  return catalogueLoaders[language]();
}

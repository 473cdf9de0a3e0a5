import { describe, expect, it } from 'vitest';
import { firstPartSections } from './catalogue-parts';
import { languages } from './languages';
import { loadCatalogue } from './load-catalogue';
import { en } from './locales/en';
import { vi } from './locales/vi';

const catalogues = { en, vi };

describe.each(languages)("the %s catalogue's two parts", (language) => {
  it('hold the listed sections first, the others in the rest, none twice', async () => {
    const first = Object.keys(await loadCatalogue(language, 'first'));
    const rest = Object.keys(await loadCatalogue(language, 'rest'));
    expect(first.toSorted()).toEqual([...firstPartSections].toSorted());
    expect(rest.filter((section) => first.includes(section))).toEqual([]);
    expect([...first, ...rest].toSorted()).toEqual(Object.keys(catalogues[language]).toSorted());
  });

  it('together are the whole catalogue', async () => {
    const [first, rest] = await Promise.all([
      loadCatalogue(language, 'first'),
      loadCatalogue(language, 'rest'),
    ]);
    expect({ ...first, ...rest }).toEqual(catalogues[language]);
  });
});

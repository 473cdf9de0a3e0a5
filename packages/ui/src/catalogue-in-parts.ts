import { isLanguage, loadCatalogue, type Language } from '@postradar/i18n';
import type { BackendModule, i18n as I18n } from 'i18next';

/**
 * How the rest of each language's catalogue comes into an instance: with the language's first
 * part, or by a load of its own (its promise).
 */
type RestOfCatalogue = Map<Language, 'with the language' | Promise<void>>;

/** The instances that load their catalogues in two parts (loadI18n), and their rests. */
const rests = new WeakMap<I18n, RestOfCatalogue>();

/** Marks the page busy (aria-busy, the progress cursor) while a language's texts load. */
function showBusy(busy: boolean): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (busy) root.setAttribute('aria-busy', 'true');
  else root.removeAttribute('aria-busy');
  root.style.cursor = busy ? 'progress' : '';
}

/**
 * An i18next backend for `instance` that fetches the first part of a language's catalogue when
 * i18next asks for the language, and the rest with it once the rest of any language has been
 * asked for: switching languages on a screen that reads the rest brings both parts at once. While
 * they load, the old language stays on screen and the page shows it is busy; the texts switch at
 * once when they arrive. A failed fetch is answered `true` (worth retrying): i18next tries again,
 * waiting longer each time.
 */
export function catalogueInParts(instance: I18n): BackendModule {
  const rest: RestOfCatalogue = new Map();
  rests.set(instance, rest);
  return {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      if (!isLanguage(language)) {
        callback(new Error(`No catalogue for the language "${language}".`), false);
        return;
      }
      const withRest = rest.size > 0;
      showBusy(true);
      void Promise.all([
        loadCatalogue(language, 'first'),
        withRest ? loadCatalogue(language, 'rest') : undefined,
      ])
        .finally(() => showBusy(false))
        .then(
          ([first, restPart]) => {
            if (withRest) rest.set(language, 'with the language');
            callback(null, { ...first, ...restPart });
          },
          (error: unknown) => callback(error instanceof Error ? error : String(error), true),
        );
    },
  };
}

/**
 * Loads the rest of the catalogue of `i18n`'s language into it (merged into its 'translation'
 * bundle) and gives the promise of it: the same one at every call, settled or not, so that a
 * component may wait for it with `use` on every render. Null when the rest came in with the
 * language (a switch after the rest was loaded) or the instance holds whole catalogues
 * (createI18n). A failed load rejects, and the next call tries again.
 */
export function loadRestOfCatalogue(i18n: I18n): Promise<void> | null {
  const rest = rests.get(i18n);
  const language = i18n.resolvedLanguage;
  if (!rest || !isLanguage(language)) return null;
  const known = rest.get(language);
  if (known) return known === 'with the language' ? null : known;
  const loading = loadCatalogue(language, 'rest').then(
    (part) => {
      i18n.addResourceBundle(language, 'translation', part, true, true);
    },
    (error: unknown) => {
      rest.delete(language);
      throw error;
    },
  );
  rest.set(language, loading);
  return loading;
}

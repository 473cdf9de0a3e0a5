import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** Per i18next instance: its subscription to language changes, and the `t` of its language. */
const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();
const translations = new WeakMap<I18n, { language: string; t: TFunction }>();
/** Per i18next instance and language: the texts its `t` gave for a key alone, by key. */
const rememberedTexts = new WeakMap<I18n, Map<string, Map<string, string>>>();

function subscriptionOf(i18n: I18n) {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

/** The texts remembered of `language`, forgotten whenever texts are added to the catalogue. */
function textsOf(i18n: I18n, language: string): Map<string, string> {
  let languages = rememberedTexts.get(i18n);
  if (!languages) {
    const created = new Map<string, Map<string, string>>();
    i18n.store.on('added', () => {
      for (const texts of created.values()) texts.clear();
    });
    rememberedTexts.set(i18n, created);
    languages = created;
  }
  let texts = languages.get(language);
  if (!texts) {
    texts = new Map();
    languages.set(language, texts);
  }
  return texts;
}

type Translate = (...args: unknown[]) => unknown;

/**
 * The `t` of `language`, remembering the text of a key asked for alone (no options, no default):
 * most of a card's texts, asked for again by every card of a page. i18next resolves each call
 * anew (fallbacks, nesting, interpolation); a remembered text is the same string, until the
 * catalogue changes (the rest of the texts arriving: catalogue-in-parts.ts).
 */
function rememberingT(i18n: I18n, language: string): TFunction {
  const translate = i18n.getFixedT(language) as unknown as Translate;
  const texts = textsOf(i18n, language);
  const t: Translate = (key, ...rest) => {
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) {
      const translated = translate(key);
      if (typeof translated !== 'string') return translated;
      text = translated;
      texts.set(key, text);
    }
    return text;
  };
  return t as unknown as TFunction;
}

function translationOf(i18n: I18n): TFunction {
  const known = translations.get(i18n);
  if (known?.language === i18n.language) return known.t;
  const t = rememberingT(i18n, i18n.language);
  translations.set(i18n, { language: i18n.language, t });
  return t;
}

/**
 * The texts of the surrounding i18next instance, in its current language: `t` and the instance.
 * A component re-renders when the language changes (`t` changes with it). Unlike react-i18next's
 * hook, every component shares one `t` per language and one subscription function, instead of
 * copying the instance and making a `t` of its own at each mount (a page of results mounts
 * hundreds of them); and that `t` gives a key's text asked for alone from memory after the first
 * time. The catalogues are loaded before the first render (create-i18n.ts), so there is no
 * loading state.
 */
export function useTranslation(): Translation {
  // As react-i18next: the provider's instance, else the one registered with initReactI18next.
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const i18n = context?.i18n ?? (getI18n() as I18n | undefined);
  if (!i18n) throw new Error('useTranslation needs an i18next instance (create-i18n.ts).');
  const snapshot = () => translationOf(i18n);
  // The same texts where the app is rendered ahead of the browser (src/prerender of the web app).
  const t = useSyncExternalStore(subscriptionOf(i18n), snapshot, snapshot);
  return { t, i18n };
}

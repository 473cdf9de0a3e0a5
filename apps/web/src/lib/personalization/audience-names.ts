import type { Language } from '@postradar/i18n';

type NameKind = 'language' | 'region';

/** One `Intl.DisplayNames` per interface language and kind: building one costs far more than using it. */
const namers = new Map<string, Intl.DisplayNames>();

function namer(language: Language, kind: NameKind): Intl.DisplayNames {
  const key = `${language}:${kind}`;
  let cached = namers.get(key);
  if (!cached) {
    cached = new Intl.DisplayNames([language], { type: kind, fallback: 'code' });
    namers.set(key, cached);
  }
  return cached;
}

function nameOf(code: string, language: Language, kind: NameKind): string {
  try {
    return namer(language, kind).of(code) ?? code;
  } catch {
    // A code the browser cannot read (RangeError) shows as it is.
    return code;
  }
}

/** 'pt-BR' as 'Brazilian Portuguese' (English) or 'Tiếng Bồ Đào Nha (Brazil)' (Vietnamese). */
export function languageName(code: string, language: Language): string {
  return nameOf(code, language, 'language');
}

/** 'US' as 'United States' (English) or 'Hoa Kỳ' (Vietnamese). */
export function countryName(code: string, language: Language): string {
  return nameOf(code, language, 'region');
}

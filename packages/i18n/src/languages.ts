export const languages = ['en', 'vi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The language to show: the user's saved setting, else the first supported browser language
 * (region ignored: 'vi-VN' is vi), else English.
 */
export function resolveLanguage(
  saved: string | null | undefined,
  browser: readonly string[],
): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

import { languageSchema, type InterfaceLanguage } from '@postradar/contracts';

const fallbackLanguage: InterfaceLanguage = 'en';

/** The language tags of an Accept-Language header, most preferred first (q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params
        .map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), weight: quality === undefined ? 1 : Number(quality), order };
    })
    .filter(({ tag, weight }) => tag !== '' && Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The interface language for a request: the one the web app stored in its cookie, else the first
 * supported language the browser accepts (region ignored: 'vi-VN' is vi), else English. The web
 * app chooses the same way (a saved choice first, then the browser's languages).
 */
export function preferredLanguage(
  cookieValue: string | undefined,
  acceptLanguage: string | undefined,
): InterfaceLanguage {
  const stored = languageSchema.safeParse(cookieValue);
  if (stored.success) return stored.data;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const base = languageSchema.safeParse(tag.toLowerCase().split('-')[0]);
    if (base.success) return base.data;
  }
  return fallbackLanguage;
}

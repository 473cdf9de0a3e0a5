import { resolveLanguage, type Language } from '@postradar/i18n';

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
 * The interface language for a request, chosen as the web app chooses it (`resolveLanguage`): the
 * one it stored in its cookie, else the first supported language the browser accepts, else
 * English.
 */
export function preferredLanguage(
  cookieValue: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  return resolveLanguage(cookieValue, acceptedLanguages(acceptLanguage));
}

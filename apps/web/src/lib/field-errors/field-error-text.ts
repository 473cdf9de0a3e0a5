import {
  fieldErrorCodes,
  type FieldError,
  type FieldErrorCode,
  type FieldErrorParameter,
} from '@postradar/contracts';
import type { Language } from '@postradar/i18n';
import type { TFunction } from 'i18next';
import { formatNumber } from '../research/format-count';

const isKnownCode = (code: string): code is FieldErrorCode =>
  (fieldErrorCodes as readonly string[]).includes(code);

/** "Invalid body field 'settings.phone': must be a phone number" -> its field and its reason. */
const serverMessage = /^Invalid [\w ]+ '([\w.]+)': (.+)$/s;

/**
 * The server's English message as a field's text: only its reason when it is about that field
 * ('Must be a phone number: …'), the whole message otherwise.
 */
function fallbackText(field: string, message: string): string {
  const [, namedField, reason] = serverMessage.exec(message) ?? [];
  if (namedField !== field || !reason) return message;
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/**
 * The text under a field the API refused: the catalogue's text for its code (`validation.*`),
 * numbers written the language's way, or the server's message for a code this app does not know.
 */
export function fieldErrorText(
  { field, code, ...parameters }: FieldError,
  message: string,
  t: TFunction,
  language: Language,
): string {
  if (!isKnownCode(code)) return fallbackText(field, message);
  const show = (value: FieldErrorParameter | undefined) =>
    typeof value === 'number' ? formatNumber(value, language) : String(value ?? '');
  // The parameters the catalogue's texts use: TypeScript checks them against the texts.
  return t(`validation.${code}`, {
    minimum: show(parameters.minimum),
    maximum: show(parameters.maximum),
    divisor: show(parameters.divisor),
    options: show(parameters.options),
  });
}

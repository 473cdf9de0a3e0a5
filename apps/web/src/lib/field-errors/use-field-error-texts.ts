import { isApiError } from '@postradar/api-client';
import { useLanguage, useTranslation } from '@postradar/ui';
import { fieldErrorText } from './field-error-text';

export interface FieldErrorTexts<Name extends string> {
  /** The text to show under each of the form's fields that the API refused. */
  fieldTexts: Partial<Record<Name, string>>;
  /** The failure no field on the form explains (a network error, a field the form lacks), or null. */
  formError: string | null;
}

/**
 * What a form shows after a failed save (docs/product.md, The API's envelope and error texts):
 * under each field, the translated text of the first rule it broke; above the actions, the
 * failure's message when no field on the form explains it. `fields` maps the form's field names
 * to their paths in the request body: `{ phone: 'settings.phone' }`.
 */
export function useFieldErrorTexts<Name extends string>(
  error: unknown,
  fields: Readonly<Record<Name, string>>,
): FieldErrorTexts<Name> {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!(error instanceof Error)) return { fieldTexts: {}, formError: null };
  const fieldErrors = isApiError(error) ? error.fieldErrors : [];
  const names = Object.keys(fields) as Name[];
  const fieldTexts: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const first = fieldErrors.find((fieldError) => fieldError.field === fields[name]);
    if (first) fieldTexts[name] = fieldErrorText(first, error.message, t, language);
  }
  const paths = new Set(Object.values<string>(fields));
  const isExplained =
    fieldErrors.length > 0 && fieldErrors.every((fieldError) => paths.has(fieldError.field));
  return { fieldTexts, formError: isExplained ? null : error.message };
}

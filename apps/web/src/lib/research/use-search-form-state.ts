import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { SearchFieldErrors } from './search-errors';
import type { SearchFormValues } from './search-form-values';

/** The fields drawn as a text input or a select, which take `getInputProps`. */
type InputField = 'q' | 'mode' | 'exclude';

export interface SearchFormState {
  values: SearchFormValues;
  /** The fields refused at the last submit; a field's error goes when it changes. */
  errors: SearchFieldErrors;
  /** Changes the given fields, the others kept. */
  setValues(values: Partial<SearchFormValues>): void;
  setFieldValue<K extends keyof SearchFormValues>(field: K, value: SearchFormValues[K]): void;
  clearErrors(): void;
  /** A text input's or a select's value and change handler. */
  getInputProps(field: InputField): {
    value: string;
    onChange(change: ChangeEvent<HTMLInputElement> | string | null): void;
  };
  /** The form's submit handler: `handler` gets the values unless `validate` refuses some. */
  onSubmit(handler: (values: SearchFormValues) => void): (event?: FormEvent) => void;
}

/**
 * The search form's state: its values, checked by `validate` when submitted. (The form of a
 * screen every seller opens first: a few fields' state, where a form library would add its own
 * script to that screen; decision 0061.)
 */
export function useSearchFormState(
  initialValues: SearchFormValues,
  validate: (values: SearchFormValues) => SearchFieldErrors,
): SearchFormState {
  const [values, setAllValues] = useState(initialValues);
  const [errors, setErrors] = useState<SearchFieldErrors>({});

  const setValues = useCallback((changed: Partial<SearchFormValues>) => {
    setAllValues((current) => ({ ...current, ...changed }));
    setErrors((current) => withoutFields(current, Object.keys(changed)));
  }, []);
  const clearErrors = useCallback(() => setErrors({}), []);

  function setFieldValue<K extends keyof SearchFormValues>(field: K, value: SearchFormValues[K]) {
    setValues({ [field]: value });
  }

  return {
    values,
    errors,
    setValues,
    setFieldValue,
    clearErrors,
    getInputProps: (field) => ({
      value: values[field],
      onChange: (change) =>
        setFieldValue(field, typeof change === 'string' ? change : (change?.target.value ?? '')),
    }),
    onSubmit: (handler) => (event) => {
      event?.preventDefault();
      const refused = validate(values);
      setErrors(refused);
      if (Object.keys(refused).length === 0) handler(values);
    },
  };
}

function withoutFields(errors: SearchFieldErrors, fields: string[]): SearchFieldErrors {
  if (!fields.some((field) => field in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

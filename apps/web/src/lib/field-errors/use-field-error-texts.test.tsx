import { ApiError, type ApiErrorDetails } from '@postradar/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { useFieldErrorTexts } from './use-field-error-texts';

const fields = { name: 'category.name', note: 'category.note' } as const;

function Texts({ error }: { error: unknown }) {
  const { fieldTexts, formError } = useFieldErrorTexts(error, fields);
  return <output data-testid="texts">{JSON.stringify({ fieldTexts, formError })}</output>;
}

function textsFor(error: unknown, language: 'en' | 'vi' = 'en') {
  renderWithProviders(<Texts error={error} />, { language });
  return JSON.parse(screen.getByTestId('texts').textContent ?? '') as unknown;
}

const refused = (fieldErrors: ApiErrorDetails['fieldErrors']) =>
  new ApiError("Invalid body field 'category.name': …", {
    status: 400,
    code: 'VALIDATION_FAILED',
    fieldErrors,
  });

describe('useFieldErrorTexts', () => {
  it("puts each field's first error under it, with no message above the form", () => {
    const error = refused([
      { field: 'category.name', code: 'required' },
      { field: 'category.name', code: 'too_short', minimum: 2 },
      { field: 'category.note', code: 'too_long', maximum: 80 },
    ]);
    expect(textsFor(error, 'vi')).toEqual({
      fieldTexts: { name: 'Vui lòng điền trường này.', note: 'Nhập tối đa 80 ký tự.' },
      formError: null,
    });
  });

  it('shows the message above the form when a field the form lacks broke a rule', () => {
    const error = refused([
      { field: 'category.name', code: 'required' },
      { field: 'category.color', code: 'invalid' },
    ]);
    expect(textsFor(error)).toEqual({
      fieldTexts: { name: 'This field is required.' },
      formError: "Invalid body field 'category.name': …",
    });
  });

  it('shows any other failure above the form', () => {
    expect(textsFor(new ApiError('Network Error'))).toEqual({
      fieldTexts: {},
      formError: 'Network Error',
    });
  });

  it('shows nothing without a failure', () => {
    expect(textsFor(null)).toEqual({ fieldTexts: {}, formError: null });
  });
});

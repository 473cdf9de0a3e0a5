import { fieldErrorCodes } from '@postradar/contracts';
import { en, vi } from '@postradar/i18n';
import { createI18n } from '@postradar/ui';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error-text';

const message = "Invalid body field 'name': Too big: expected string to have <=1200 characters";

function textIn(language: 'en' | 'vi', fieldError: Parameters<typeof fieldErrorText>[0]) {
  return fieldErrorText(fieldError, message, createI18n(language).t, language);
}

describe('fieldErrorText', () => {
  it('has a text in both languages for every code the API sends', () => {
    expect(Object.keys(en.validation).sort()).toEqual([...fieldErrorCodes].sort());
    expect(Object.keys(vi.validation).sort()).toEqual([...fieldErrorCodes].sort());
  });

  it("fills in the rule's parameters, numbers written the language's way", () => {
    const tooLong = { field: 'name', code: 'too_long', maximum: 1200 };
    expect(textIn('en', tooLong)).toBe('Use at most 1,200 characters.');
    expect(textIn('vi', tooLong)).toBe('Nhập tối đa 1.200 ký tự.');
    expect(textIn('en', { field: 'lang', code: 'invalid_option', options: 'en, vi' })).toBe(
      'Choose one of: en, vi.',
    );
  });

  it("falls back to the server's message for an unknown code: its reason when about this field", () => {
    expect(textIn('vi', { field: 'name', code: 'name_taken' })).toBe(
      'Too big: expected string to have <=1200 characters',
    );
    expect(textIn('en', { field: 'note', code: 'name_taken' })).toBe(message);
  });
});

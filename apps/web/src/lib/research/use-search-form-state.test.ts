import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchFieldErrors } from './search-errors';
import { emptyFormValues } from './search-form-values';
import { useSearchFormState } from './use-search-form-state';

const refuseShares = (values: typeof emptyFormValues): SearchFieldErrors =>
  values.sharesMin === '-1' ? { sharesMin: 'research.errors.range' } : {};

function renderForm(validate = refuseShares) {
  return renderHook(() => useSearchFormState({ ...emptyFormValues, q: 'mug' }, validate));
}

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useSearchFormState', () => {
  it('edits text inputs, selects and other fields', () => {
    const { result } = renderForm();
    act(() => result.current.getInputProps('q').onChange(typed('nurse mug')));
    act(() => result.current.getInputProps('mode').onChange('phrase'));
    act(() => result.current.setFieldValue('type', ['video']));
    act(() => result.current.setValues({ createdFrom: '2026-01-01', createdTo: '2026-02-01' }));
    expect(result.current.values).toMatchObject({
      q: 'nurse mug',
      mode: 'phrase',
      type: ['video'],
      createdFrom: '2026-01-01',
      createdTo: '2026-02-01',
    });
    expect(result.current.getInputProps('q').value).toBe('nurse mug');
  });

  it('submits the values when they pass, and keeps them back with the errors otherwise', () => {
    const { result } = renderForm();
    const handler = vi.fn();
    const preventDefault = vi.fn();
    act(() => result.current.onSubmit(handler)({ preventDefault } as never));
    expect(preventDefault).toHaveBeenCalled();
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ q: 'mug' }));

    handler.mockClear();
    act(() => result.current.setFieldValue('sharesMin', '-1'));
    act(() => result.current.onSubmit(handler)());
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ sharesMin: 'research.errors.range' });
  });

  it("drops a field's error when the field changes, and all of them on clearErrors", () => {
    const { result } = renderForm(() => ({
      sharesMin: 'research.errors.range',
      q: 'research.errors.tooLong',
    }));
    act(() => result.current.onSubmit(vi.fn())());
    act(() => result.current.setFieldValue('sharesMin', '3'));
    expect(result.current.errors).toEqual({ q: 'research.errors.tooLong' });
    act(() => result.current.clearErrors());
    expect(result.current.errors).toEqual({});
  });
});

import {
  ComboboxChevron,
  getOptionsLockup,
  getParsedComboboxData,
  InputBase,
  type SelectProps,
} from '@mantine/core';
import type { ComponentProps } from 'react';

/** What the look-alike draws of a select's props: the rest only matters once it is used. */
export type DrawnSelectProps<Value extends string> = Pick<
  SelectProps<Value>,
  | 'value'
  | 'data'
  | 'error'
  | 'label'
  | 'description'
  | 'leftSection'
  | 'leftSectionWidth'
  | 'aria-label'
  | 'w'
  | 'miw'
  | 'flex'
  | 'style'
> & { 'data-testid'?: string };

type SelectLookAlikeProps<Value extends string> = DrawnSelectProps<Value> &
  Pick<
    ComponentProps<'input'>,
    'ref' | 'onPointerEnter' | 'onMouseDown' | 'onClick' | 'onFocus' | 'onKeyDown'
  >;

/** The label of the chosen option, as Mantine's Select shows it. */
function chosenLabel<Value extends string>(data: SelectProps<Value>['data'], value: Value | null) {
  if (value == null) return '';
  return getOptionsLockup(getParsedComboboxData(data))[value]?.label ?? '';
}

/**
 * A closed Mantine Select drawn without its Combobox: the same input, classes, attributes and
 * chevron as Select gives its InputBase, so that the swap to the real one changes no pixel.
 */
export function SelectLookAlike<Value extends string>({
  value,
  data,
  error,
  ...inputProps
}: SelectLookAlikeProps<Value>) {
  return (
    <InputBase
      {...inputProps}
      __staticSelector="Select"
      value={chosenLabel(data, value ?? null)}
      error={error}
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron size="sm" error={error} />}
      rightSectionPointerEvents="none"
    />
  );
}

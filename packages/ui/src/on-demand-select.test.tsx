import { Select } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OnDemandSelect, type OnDemandSelectProps } from './on-demand-select';
import { renderUi } from './test/render';

type Size = 'small' | 'large';

const sizes = [
  { value: 'small', label: 'Small cup' },
  { value: 'large', label: 'Large cup' },
] as const;

function renderSelect(props: Partial<OnDemandSelectProps<Size>> = {}) {
  const onChange = vi.fn();
  renderUi(
    <OnDemandSelect<Size>
      value="small"
      onChange={onChange}
      data={sizes}
      aria-label="Cup size"
      allowDeselect={false}
      data-testid="cup-size"
      {...props}
    />,
  );
  return { onChange, input: () => screen.getByRole('combobox', { name: 'Cup size' }) };
}

/** The markup of a drawn select's field (label, input, error), its generated ids left out. */
function markupOf(container: HTMLElement) {
  const field = container.querySelector('.mantine-Select-root');
  if (!field) throw new Error('No select was drawn');
  return field.outerHTML.replace(/ (id|for|aria-describedby)="[^"]*"/g, '');
}

describe('OnDemandSelect', () => {
  it('draws a closed select with the chosen label and name before it is used', () => {
    const { input } = renderSelect();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect((input() as HTMLInputElement).value).toBe('Small cup');
    expect(screen.getByTestId('cup-size')).toBe(input());
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
  });

  it('is drawn as Mantine draws a closed Select, error included', () => {
    const props = {
      value: 'large' as const,
      data: sizes,
      'aria-label': 'Cup size',
      error: 'Pick one',
    };
    const lookAlike = renderUi(<OnDemandSelect<Size> {...props} w={140} />).container;
    const mantine = renderUi(<Select<Size> {...props} w={140} />).container;
    expect(markupOf(lookAlike)).toBe(markupOf(mantine));
  });

  it('opens the real select at the first click, and a choice is passed on', async () => {
    const { input, onChange } = renderSelect();
    await userEvent.click(input());
    expect(await screen.findByRole('option', { name: 'Large cup', hidden: true })).toBeTruthy();
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
    expect(document.activeElement).toBe(input());

    await userEvent.click(screen.getByRole('option', { name: 'Large cup', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('large', expect.objectContaining({ value: 'large' }));
  });

  it('keeps the keyboard focus as it swaps, and then answers the keys as Select does', async () => {
    const onFocus = vi.fn();
    const { input, onChange } = renderSelect({ onFocus });
    await userEvent.tab();
    await waitFor(() => expect(onFocus).toHaveBeenCalled());
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('large', expect.objectContaining({ value: 'large' }));
  });

  it('draws the options with a renderer loaded with the select', async () => {
    const { input } = renderSelect({
      loadRenderOption: () => Promise.resolve(({ option }) => <b>{option.label.toUpperCase()}</b>),
    });
    await userEvent.click(input());
    expect(await screen.findByRole('option', { name: 'LARGE CUP', hidden: true })).toBeTruthy();
  });
});

import type { Select as MantineSelect, SelectProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { SelectLookAlike, type DrawnSelectProps } from './select-look-alike';

type RenderOption<Value extends string> = NonNullable<SelectProps<Value>['renderOption']>;

export type OnDemandSelectProps<Value extends string> = DrawnSelectProps<Value> &
  Pick<
    SelectProps<Value>,
    | 'onChange'
    | 'onFocus'
    | 'onBlur'
    | 'allowDeselect'
    | 'checkIconPosition'
    | 'maxDropdownHeight'
    | 'comboboxProps'
    | 'renderOption'
  > & {
    /**
     * Loads the options' renderer with the select's code, for a renderer whose own code should
     * stay off the first screen too (one with tooltips); used instead of `renderOption`.
     */
    loadRenderOption?: () => Promise<RenderOption<Value>>;
  };

interface LoadedSelect<Value extends string> {
  Select: typeof MantineSelect;
  renderOption?: RenderOption<Value>;
}

/** The keys that open a closed Mantine Select; pressed while its code loads, they are replayed. */
const openingKeys = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'NumpadEnter', 'Space']);

async function loadSelect<Value extends string>(
  loadRenderOption: OnDemandSelectProps<Value>['loadRenderOption'],
): Promise<LoadedSelect<Value>> {
  const [{ Select }, renderOption] = await Promise.all([
    import('./mantine-select'),
    loadRenderOption?.(),
  ]);
  return { Select, renderOption };
}

/**
 * A Mantine Select whose code loads when it is first used: Select, Combobox and Popover, some
 * 13 KB gzipped, and floating-ui's 16 KB unless something else has loaded it. The research
 * screens' first draw shows three closed selects (search mode, sort, page size), and their first
 * script carried all of that for them. Until used, a look-alike of the closed select stands in
 * its place (select-look-alike.tsx), the same pixel for pixel, with the same accessible name and
 * test id. The code starts loading as the pointer enters it or the focus arrives; once loaded the
 * real select takes its place: with the focus if the look-alike had it, opened by the press or key
 * that asked for it. While the code loads the look-alike stays, and a failed load is tried again
 * at the next use.
 */
export function OnDemandSelect<Value extends string = string>({
  onChange,
  onFocus,
  onBlur,
  allowDeselect,
  checkIconPosition,
  maxDropdownHeight,
  comboboxProps,
  renderOption,
  loadRenderOption,
  ...drawnProps
}: OnDemandSelectProps<Value>) {
  const [loaded, setLoaded] = useState<LoadedSelect<Value> | null>(null);
  const loading = useRef<Promise<LoadedSelect<Value>> | null>(null);
  const lookAlikeInput = useRef<HTMLInputElement>(null);
  const realInput = useRef<HTMLInputElement>(null);
  // What to do to the real select once drawn: take the focus, and replay the press or key.
  const isFocusPassed = useRef(false);
  const replayed = useRef<Event | null>(null);

  const load = () => {
    loading.current ??= loadSelect(loadRenderOption).catch((error: unknown) => {
      loading.current = null;
      throw error;
    });
    return loading.current;
  };
  const swap = (replay: Event | null) => {
    if (replay) replayed.current = replay;
    load().then(
      (select) => {
        isFocusPassed.current =
          replayed.current !== null || document.activeElement === lookAlikeInput.current;
        setLoaded(select);
      },
      () => undefined,
    );
  };
  const preload = () => void load().catch(() => undefined);

  useLayoutEffect(() => {
    const input = realInput.current;
    if (!input || !isFocusPassed.current) return;
    isFocusPassed.current = false;
    input.focus();
    const event = replayed.current;
    replayed.current = null;
    if (event) input.dispatchEvent(event);
  }, [loaded]);

  if (loaded) {
    const { Select } = loaded;
    return (
      <Select<Value>
        {...drawnProps}
        ref={realInput}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        allowDeselect={allowDeselect}
        checkIconPosition={checkIconPosition}
        maxDropdownHeight={maxDropdownHeight}
        comboboxProps={comboboxProps}
        renderOption={loaded.renderOption ?? renderOption}
      />
    );
  }
  return (
    <SelectLookAlike<Value>
      {...drawnProps}
      ref={lookAlikeInput}
      onPointerEnter={preload}
      // A press must not focus the look-alike: it would be swapped before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => swap(new MouseEvent('click', { bubbles: true, cancelable: true }))}
      onFocus={() => swap(null)}
      onKeyDown={(event) => {
        if (!openingKeys.has(event.code)) return;
        event.preventDefault();
        const { key, code } = event;
        swap(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
      }}
    />
  );
}

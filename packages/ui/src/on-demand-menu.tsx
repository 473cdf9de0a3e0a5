import { Menu, type MenuProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

interface OnDemandMenuProps extends Omit<MenuProps, 'opened' | 'onChange' | 'children'> {
  /** The button that opens the menu, drawn alone until the first opening. */
  target: ReactElement<{ ref?: Ref<HTMLElement>; onClick?: () => void }>;
  /** The menu's `Menu.Dropdown`. */
  children: ReactNode;
  /** Called as the menu opens and closes. */
  onChange?(opened: boolean): void;
}

/**
 * A Mantine Menu made the first time its button is pressed. A mounted Menu renders its target
 * again three times as its floating position sets up, at once and in the same task: a page of
 * result cards with two menus each spent a third of its first render there, for menus a person
 * opens on a card or two. Once made, the menu stays; it opens with the focus on its button, so
 * that closing it returns the focus there.
 */
export function OnDemandMenu({ target, children, onChange, ...menuProps }: OnDemandMenuProps) {
  const [isMade, setMade] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLElement>(null);
  const hasOpened = useRef(false);
  const ref = useMergedRef(button, target.props.ref);
  const change = (opened: boolean) => {
    setOpen(opened);
    onChange?.(opened);
  };
  const openFirst = useEffectEvent(() => change(true));

  // The menu is made closed; it opens a frame later from its focused button, where the menu's
  // focus handling then returns the focus when it closes.
  useLayoutEffect(() => {
    if (!isMade || hasOpened.current) return;
    hasOpened.current = true;
    button.current?.focus();
    requestAnimationFrame(openFirst);
  }, [isMade]);

  if (!isMade) return cloneElement(target, { ref, onClick: () => setMade(true) });
  return (
    <Menu {...menuProps} opened={isOpen} onChange={change}>
      <Menu.Target>{cloneElement(target, { ref })}</Menu.Target>
      {children}
    </Menu>
  );
}

import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  startTransition,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type Ref,
} from 'react';

/** The button that opens a menu or popover made on demand. */
export type OnDemandTarget = ReactElement<{
  ref?: Ref<HTMLElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
}>;

export interface MadeOnDemand {
  /** Whether the menu or popover has been made (it stays once made). */
  isMade: boolean;
  isOpen: boolean;
  /** The target before it is made: a plain button that makes it when pressed. */
  plainTarget: ReactElement;
  /** The target once made, for the menu's or popover's own target slot. */
  madeTarget: ReactElement;
  /** Opens or closes it (the menu's or popover's onChange). */
  change(opened: boolean): void;
}

/**
 * What OnDemandMenu and OnDemandPopover share: the target is drawn alone until it is first
 * pressed; then the floating part is made, its code loaded (`load`, asked for as soon as the
 * pointer or the focus reaches the target, so that a press rarely waits), and it opens a frame
 * later from its focused button, where the floating part's focus handling returns the focus when
 * it closes. The target stays on screen, focused, while the code loads: the making is a
 * transition, which React holds back until what it renders has loaded.
 */
export function useMadeOnDemand(
  target: OnDemandTarget,
  {
    popup,
    load,
    onChange,
  }: {
    /** What the target opens, for assistive technology (as the made target says too). */
    popup: 'menu' | 'dialog';
    load: () => Promise<unknown>;
    onChange?: (opened: boolean) => void;
  },
): MadeOnDemand {
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

  useLayoutEffect(() => {
    if (!isMade || hasOpened.current) return;
    hasOpened.current = true;
    button.current?.focus();
    requestAnimationFrame(openFirst);
  }, [isMade]);

  const preload = () => void load().catch(() => undefined);
  return {
    isMade,
    isOpen,
    plainTarget: cloneElement(target, {
      ref,
      'aria-haspopup': popup,
      'aria-expanded': false,
      onClick: () => startTransition(() => setMade(true)),
      onPointerEnter: () => {
        preload();
        target.props.onPointerEnter?.();
      },
      onFocus: () => {
        preload();
        target.props.onFocus?.();
      },
    }),
    madeTarget: cloneElement(target, { ref }),
    change,
  };
}

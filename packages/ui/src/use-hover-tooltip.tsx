import { Tooltip } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface HoverTooltipOptions {
  /** How long the pointer rests on the target before the tooltip shows, in ms; at once by default. */
  openDelay?: number;
  /** While true the target gets no tooltip (e.g. on a phone, where there is no pointer to rest). */
  disabled?: boolean;
  /** Draws the tooltip's arrow towards its target. */
  withArrow?: boolean;
}

export interface HoverTooltip<T extends HTMLElement> {
  /** Spread on the element the tooltip points at. */
  targetProps: { ref: RefObject<T | null>; onMouseEnter: () => void; onMouseLeave: () => void };
  /** Rendered beside the target: nothing until the pointer first enters it. */
  tooltip: ReactNode;
}

/**
 * A tooltip shown while the pointer is over its target, created the first time the pointer
 * enters: a page of result cards holds hundreds of tooltips and a person hovers over a few, while
 * each mounted Mantine Tooltip costs its Popover and floating-ui hooks. The target stays the same
 * element throughout (the tooltip points at it by ref), so it keeps its focus and state.
 */
export function useHoverTooltip<T extends HTMLElement>(
  label: ReactNode,
  { openDelay = 0, disabled = false, withArrow = false }: HoverTooltipOptions = {},
): HoverTooltip<T> {
  const ref = useRef<T>(null);
  const isHovered = useRef(false);
  /** Cancels the opening under way (a delay or a frame), if any. */
  const cancelOpening = useRef<(() => void) | null>(null);
  const [isCreated, setCreated] = useState(false);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => () => cancelOpening.current?.(), []);

  function open() {
    cancelOpening.current = null;
    setOpen(isHovered.current);
  }

  return {
    targetProps: {
      ref,
      onMouseEnter: () => {
        if (disabled) return;
        isHovered.current = true;
        // A second enter while the tooltip opens or is open (a test firing both mouseover and
        // mouseenter) must not start the delay over.
        if (cancelOpening.current || isOpen) return;
        if (openDelay > 0) {
          // The tooltip is created now and gets its target in the commit that follows, well before
          // the delay ends, so that it shows where it belongs.
          const timer = setTimeout(open, openDelay);
          cancelOpening.current = () => clearTimeout(timer);
        } else if (!isCreated) {
          // Opens once created and given its target, so that it fades in where it belongs rather
          // than at the page's corner.
          const frame = requestAnimationFrame(open);
          cancelOpening.current = () => cancelAnimationFrame(frame);
        } else {
          setOpen(true);
        }
        setCreated(true);
      },
      onMouseLeave: () => {
        isHovered.current = false;
        cancelOpening.current?.();
        cancelOpening.current = null;
        setOpen(false);
      },
    },
    tooltip: isCreated && !disabled && (
      <Tooltip target={ref} label={label} opened={isOpen} withArrow={withArrow} />
    ),
  };
}

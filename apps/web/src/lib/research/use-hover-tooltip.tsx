import { Tooltip } from '@mantine/core';
import { useRef, useState, type ReactNode, type RefObject } from 'react';

interface HoverTooltip<T extends HTMLElement> {
  /** Spread on the element the tooltip points at. */
  targetProps: { ref: RefObject<T | null>; onMouseEnter: () => void; onMouseLeave: () => void };
  /** Rendered beside the target: nothing until the pointer first enters it. */
  tooltip: ReactNode;
}

/**
 * A tooltip shown while the pointer is over its target, created the first time the pointer
 * enters: a page of result cards holds hundreds of tooltips and a person hovers over a few. The
 * target stays the same element throughout (the tooltip points at it by ref), so it keeps its
 * focus and state.
 */
export function useHoverTooltip<T extends HTMLElement>(label: ReactNode): HoverTooltip<T> {
  const ref = useRef<T>(null);
  const isHovered = useRef(false);
  const [isCreated, setCreated] = useState(false);
  const [isOpen, setOpen] = useState(false);
  return {
    targetProps: {
      ref,
      onMouseEnter: () => {
        isHovered.current = true;
        if (isCreated) return setOpen(true);
        setCreated(true);
        // Opens once created and given its target, so that it fades in where it belongs rather
        // than at the page's corner.
        requestAnimationFrame(() => setOpen(isHovered.current));
      },
      onMouseLeave: () => {
        isHovered.current = false;
        setOpen(false);
      },
    },
    tooltip: isCreated && <Tooltip target={ref} label={label} opened={isOpen} />,
  };
}

import type { FloatingPosition } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

const TooltipOnTarget = lazy(() =>
  import('./tooltip-on-target').then((module) => ({ default: module.TooltipOnTarget })),
);

export interface HoverTooltipOptions {
  /** How long the pointer rests on the target before the tooltip shows, in ms; at once by default. */
  openDelay?: number;
  /** While true the target gets no tooltip (e.g. on a phone, where there is no pointer to rest). */
  disabled?: boolean;
  /** Draws the tooltip's arrow towards its target. */
  withArrow?: boolean;
  /** Wraps the label within this width, in px (on one line otherwise). */
  width?: number;
  /** Where the tooltip shows beside its target (above it by default). */
  position?: FloatingPosition;
  /** Also shown while the target has the keyboard focus. */
  withFocus?: boolean;
  /** Also shown while a finger rests on the target. */
  withTouch?: boolean;
}

/** Spread on the element the tooltip points at. */
export interface HoverTooltipTargetProps<T extends HTMLElement> {
  ref: RefObject<T | null>;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onTouchStart?: () => void;
  onTouchEnd?: () => void;
}

export interface HoverTooltip<T extends HTMLElement> {
  targetProps: HoverTooltipTargetProps<T>;
  /** Rendered beside the target: nothing until the pointer first enters it. */
  tooltip: ReactNode;
}

/**
 * A tooltip shown while the pointer is over its target (and, if asked, while it has the focus or a
 * finger on it), created the first time it is to show: a page of result cards holds hundreds of
 * tooltips and a person hovers over a few, while each mounted Mantine Tooltip costs its Popover
 * and floating-ui hooks; the Tooltip's code itself loads with the first one shown. The target
 * stays the same element throughout (the tooltip points at it by ref), so it keeps its focus and
 * state.
 */
export function useHoverTooltip<T extends HTMLElement>(
  label: ReactNode,
  {
    openDelay = 0,
    disabled = false,
    withArrow = false,
    width,
    position,
    withFocus = false,
    withTouch = false,
  }: HoverTooltipOptions = {},
): HoverTooltip<T> {
  const ref = useRef<T>(null);
  const isWanted = useRef(false);
  /** Cancels the opening under way (a delay or a frame), if any. */
  const cancelOpening = useRef<(() => void) | null>(null);
  const [isCreated, setCreated] = useState(false);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => () => cancelOpening.current?.(), []);

  function open() {
    cancelOpening.current = null;
    setOpen(isWanted.current);
  }

  function show() {
    if (disabled) return;
    isWanted.current = true;
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
  }

  function hide() {
    isWanted.current = false;
    cancelOpening.current?.();
    cancelOpening.current = null;
    setOpen(false);
  }

  return {
    targetProps: {
      ref,
      onMouseEnter: show,
      onMouseLeave: hide,
      ...(withFocus && { onFocus: show, onBlur: hide }),
      ...(withTouch && { onTouchStart: show, onTouchEnd: hide }),
    },
    tooltip: isCreated && !disabled && (
      <Suspense fallback={null}>
        <TooltipOnTarget
          target={ref}
          label={label}
          opened={isOpen}
          withArrow={withArrow}
          multiline={width !== undefined}
          w={width}
          position={position}
        />
      </Suspense>
    ),
  };
}

import { useMergedRef } from '@mantine/hooks';
import { cloneElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { useHoverTooltip, type HoverTooltipOptions } from './use-hover-tooltip';

interface OnDemandTooltipProps extends HoverTooltipOptions {
  label: ReactNode;
  /** The element the tooltip points at: it must take a ref and mouse (focus, touch) handlers. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}

/**
 * useHoverTooltip as a wrapper, in the place of Mantine's `<Tooltip label>`: the tooltip and its
 * code come the first time it is to show.
 */
export function OnDemandTooltip({ label, children, ...options }: OnDemandTooltipProps) {
  const { targetProps, tooltip } = useHoverTooltip<HTMLElement>(label, options);
  const ref = useMergedRef(targetProps.ref, children.props.ref);
  return (
    <>
      {cloneElement(children, { ...targetProps, ref })}
      {tooltip}
    </>
  );
}

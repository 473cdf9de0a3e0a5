import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHoverTooltip } from '@postradar/ui';

interface MarkButtonProps {
  /** What a click does ('Save to favorites'), its name and tooltip. */
  label: string;
  isMarked: boolean;
  /** Its colour while marked; the theme's by default. */
  markedColor?: string;
  onClick(): void;
  icon: ReactNode;
  testId: string;
}

/** An icon button of a card or a detail that marks the post or takes the mark off (grey unmarked). */
export function MarkButton({
  label,
  isMarked,
  markedColor,
  onClick,
  icon,
  testId,
}: MarkButtonProps) {
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(label);
  return (
    <>
      <ActionIcon
        {...targetProps}
        variant="subtle"
        color={isMarked ? markedColor : 'gray'}
        aria-label={label}
        aria-pressed={isMarked}
        onClick={onClick}
        data-testid={testId}
      >
        {icon}
      </ActionIcon>
      {tooltip}
    </>
  );
}

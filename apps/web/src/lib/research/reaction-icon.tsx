import { ThemeIcon } from '@mantine/core';
import { reactionMarks, type ReactionType } from './reaction-types';

/** A reaction's mark in a small circle; `stacked` circles overlap with a white ring. */
export function ReactionIcon({ type, stacked = false }: { type: ReactionType; stacked?: boolean }) {
  const { icon: MarkIcon, color } = reactionMarks[type];
  return (
    <ThemeIcon
      size={18}
      radius="xl"
      color={color}
      variant="filled"
      aria-hidden
      style={
        stacked ? { boxShadow: '0 0 0 2px var(--mantine-color-body)', marginLeft: -4 } : undefined
      }
    >
      <MarkIcon size={11} />
    </ThemeIcon>
  );
}

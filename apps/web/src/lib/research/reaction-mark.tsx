import { classNames } from './class-names';
import classes from './reaction-mark.module.css';
import { reactionMarks, type ReactionType } from './reaction-types';
import { useVariantColors } from './variant-colors';

/** A reaction's mark in a small circle of its colour; `stacked` marks overlap with a ring. */
export function ReactionMark({ type, stacked = false }: { type: ReactionType; stacked?: boolean }) {
  const { icon: MarkIcon, color } = reactionMarks[type];
  const colors = useVariantColors(color, 'filled');
  return (
    <span
      className={classNames(classes.mark, stacked && classes.stacked)}
      style={colors}
      aria-hidden
    >
      <MarkIcon size={11} />
    </span>
  );
}

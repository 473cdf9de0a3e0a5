import { useDisclosure } from '@mantine/hooks';
import type { PostDto } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { lazy, Suspense, useState } from 'react';
import { formatCompact, formatNumber } from './format-count';
import { ReactionMark } from './reaction-mark';
import classes from './reactions-button.module.css';
import { reactionBreakdown } from './reaction-types';

const ReactionsPopover = lazy(() =>
  import('./reactions-popover').then((module) => ({ default: module.ReactionsPopover })),
);

/**
 * The reaction count with its three most frequent types; hovering or tapping it shows the count
 * of every type. The popover is created, and its code loaded, the first time it opens (a page of
 * result cards holds fifty of them and a person opens a few).
 * The button is plain markup (as Mantine's UnstyledButton, with its focus ring).
 */
export function ReactionsButton({ reactions }: { reactions: PostDto['reactions'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [isOpen, popover] = useDisclosure(false);
  const [hasPopover, setHasPopover] = useState(false);
  const breakdown = reactionBreakdown(reactions);

  function open() {
    setHasPopover(true);
    popover.open();
  }

  return (
    <span className={classes.anchorBox}>
      <button
        type="button"
        onClick={open}
        onMouseEnter={open}
        onMouseLeave={popover.close}
        onBlur={popover.close}
        aria-label={t('research.card.showBreakdown', {
          value: formatNumber(reactions.total, language),
        })}
        aria-expanded={isOpen}
        data-testid="post-reactions"
        className={`mantine-focus-auto ${classes.button}`}
      >
        <span className={classes.summary}>
          <span className={classes.marks}>
            {breakdown.slice(0, 3).map((entry) => (
              <ReactionMark key={entry.type} type={entry.type} stacked />
            ))}
          </span>
          <span className={classes.total}>{formatCompact(reactions.total, language)}</span>
        </span>
      </button>
      {hasPopover && (
        <Suspense fallback={null}>
          <ReactionsPopover breakdown={breakdown} isOpen={isOpen} onClose={popover.close} />
        </Suspense>
      )}
    </span>
  );
}

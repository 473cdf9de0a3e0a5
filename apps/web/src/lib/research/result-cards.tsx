import type { PostDto } from '@postradar/contracts';
import { useEffect } from 'react';
import { afterNextFrame } from '../after-next-frame';
import { firstScreenCards } from './first-screen';
import { PostCard } from './post-card';
import { preloadPostDetail } from './preload-post-detail';
import classes from './result-cards.module.css';
import { ResultsGrid } from './results-grid';
import type { SortHighlight } from './sort-highlight';
import type { ResultsLayout } from './use-results-layout';
import { useStagedItems } from './use-staged-items';

interface ResultCardsProps {
  posts: readonly PostDto[];
  layout: ResultsLayout;
  highlight?: SortHighlight;
  /** The results of an older search, shown while a new one loads: no more of them are added. */
  isStale?: boolean;
}

/**
 * A page of results as cards, in a grid or a list. Mounting 50 cards takes several hundred
 * milliseconds of script: a new page shows the cards of the first screen at once and the others
 * in the next frames (the list is `aria-busy` until then). The detail's script loads after the
 * first frame where a mouse may open it soon (preload-post-detail.ts).
 */
export function ResultCards({ posts, layout, highlight, isStale }: ResultCardsProps) {
  const shown = useStagedItems(posts, firstScreenCards, isStale);
  const isComplete = shown.length === posts.length;
  // Once the first results are drawn, the detail a card opens is loaded ahead of the click.
  useEffect(() => afterNextFrame(preloadPostDetail), []);
  return (
    <ResultsGrid
      layout={layout}
      isBusy={!isComplete}
      className={classes[layout]}
      testId="result-cards"
    >
      {shown.map((post, index) => (
        <PostCard
          key={post._id}
          post={post}
          layout={layout}
          highlight={highlight}
          isOnFirstScreen={index < firstScreenCards}
        />
      ))}
    </ResultsGrid>
  );
}

import type { PostDto } from '@postradar/contracts';
import {
  IconHeartFilled,
  IconMoodAngryFilled,
  IconMoodCrazyHappyFilled,
  IconMoodHeart,
  IconMoodSadFilled,
  IconMoodSurprised,
  IconThumbUpFilled,
  type Icon,
} from '@tabler/icons-react';

export const reactionTypes = ['like', 'love', 'care', 'haha', 'wow', 'sad', 'angry'] as const;
export type ReactionType = (typeof reactionTypes)[number];

/** Each reaction as a drawn mark on its colour: the same on every system, unlike emoji. */
export const reactionMarks: Record<ReactionType, { icon: Icon; color: string }> = {
  like: { icon: IconThumbUpFilled, color: 'blue.6' },
  love: { icon: IconHeartFilled, color: 'red.6' },
  care: { icon: IconMoodHeart, color: 'orange.5' },
  haha: { icon: IconMoodCrazyHappyFilled, color: 'yellow.6' },
  wow: { icon: IconMoodSurprised, color: 'yellow.6' },
  sad: { icon: IconMoodSadFilled, color: 'yellow.7' },
  angry: { icon: IconMoodAngryFilled, color: 'orange.8' },
};

/** A reaction type's count, and its share of all the reactions. */
export interface ReactionCount {
  type: ReactionType;
  count: number;
  share: number;
}

/** The reaction types a post received, most frequent first. */
export function reactionBreakdown(reactions: PostDto['reactions']): ReactionCount[] {
  const total = Math.max(reactions.total, 1);
  return reactionTypes
    .map((type) => ({ type, count: reactions[type], share: reactions[type] / total }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}

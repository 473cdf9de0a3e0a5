import type { ImportMetrics } from '@postradar/contracts';
import type { Random } from './random';

export const HOUR = 3_600_000;

export const reactionMix = {
  like: 0.68,
  love: 0.16,
  care: 0.03,
  haha: 0.05,
  wow: 0.04,
  sad: 0.02,
  angry: 0.02,
} as const;

/** A burst of reactions ramping in linearly from `at` (ms) over `hours`. */
export interface Spike {
  at: number;
  size: number;
  hours: number;
}

export interface Curve {
  /** Reactions the post tends to. */
  size: number;
  /** Hours to reach about 63% of it. */
  tau: number;
  spike: Spike | null;
  comments: number;
  shares: number;
  mix: Record<keyof typeof reactionMix, number>;
}

/** A spike of a post of `size` reactions starting at `at`; draws its size, then its length. */
export function drawSpike(random: Random, size: number, at: number): Spike {
  return { at, size: size * random.between(0.3, 2), hours: random.between(1, 4) };
}

/** The reactions a spike has added by `at`: never decreasing. */
export function spikeGain(spike: Spike, at: number): number {
  if (at <= spike.at) return 0;
  return spike.size * Math.min((at - spike.at) / (spike.hours * HOUR), 1);
}

/** Reactions at `at` of a post created at `created`: saturating growth plus its spike, if any. */
export function reactionsAt(curve: Curve, created: number, at: number): number {
  const hours = (at - created) / HOUR;
  const organic = curve.size * (1 - Math.exp(-hours / curve.tau));
  return organic + (curve.spike ? spikeGain(curve.spike, at) : 0);
}

/**
 * The counts of a snapshot with `total` reactions: reactions by type, comments and shares in the
 * post's proportions, rounded down, so a growing total never makes any count drop.
 */
export function metricsFor(curve: Curve, total: number, at: number): ImportMetrics {
  const reactions = Object.fromEntries(
    Object.entries(curve.mix).map(([type, share]) => [type, Math.floor(total * share)]),
  ) as Record<keyof typeof reactionMix, number>;
  return {
    at: new Date(at).toISOString(),
    reactions,
    comments: Math.floor(total * curve.comments),
    shares: Math.floor(total * curve.shares),
  };
}

export function metricsAt(curve: Curve, created: number, at: number): ImportMetrics {
  return metricsFor(curve, reactionsAt(curve, created, at), at);
}

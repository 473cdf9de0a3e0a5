import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * A seeded pseudo-random source (pure-rand's xoroshiro128+): the same seed gives the same
 * sequence on every machine, which makes the demo corpus byte-for-byte reproducible.
 */
export class Random {
  private readonly generator: RandomGenerator;

  constructor(seed: number) {
    this.generator = xoroshiro128plus(seed);
    // Small seeds start xoroshiro near its all-zero state; its first outputs are poorly mixed.
    for (let index = 0; index < 20; index++) this.generator.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    return uniformFloat64(this.generator);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** One of the keys, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    const last = entries.at(-1);
    if (!last) throw new RangeError('no weights');
    return last[0];
  }

  /** `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      chosen.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    }
    return chosen;
  }

  /** Log-normal: most values near `median`, a long tail of large ones (virality). */
  logNormal(median: number, spread: number): number {
    const u = Math.max(this.next(), Number.EPSILON);
    const v = this.next();
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return median * Math.exp(spread * normal);
  }
}

/**
 * A seed of its own for item `index` of the stream seeded `seed` (murmur3's 32-bit finaliser), so
 * that an item's draws do not depend on how many draws the items before it made.
 */
export function itemSeed(seed: number, index: number): number {
  let hash = Math.imul(seed, 0x9e3779b1) ^ index;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) | 0;
}

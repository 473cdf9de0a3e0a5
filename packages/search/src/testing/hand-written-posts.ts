import type { FixturePost } from './corpus-fixture';

/**
 * Posts written for the cases generated ones rarely hit: one phrase with its case, diacritics
 * and punctuation varied, its words apart or swapped, and word orders at word boundaries
 * (`granddad` is not `dad`). Each takes everything but its text from `base`.
 */
export function handWrittenPosts(base: FixturePost): FixturePost[] {
  const texts = [
    'Áo Thun cho mẹ',
    'áo thun đẹp',
    'AO THUN!!',
    'áo khoác thun',
    'thun áo',
    'Ao-thun 2026',
    'Gift for my granddad',
    'gift dad',
    'Dad loves this gift',
    'A gift, a mug and a card for Dad',
  ];
  return texts.map((message, index) => ({ ...base, networkId: `hand_${index}`, message }));
}

import { holidays, niches, products } from '../../packages/ingest/src/corpus/vocabulary';

const nicheProducts = Array.from(
  { length: 150 },
  (_, index) => `${niches[index % niches.length]?.key} ${products[index % products.length]?.en}`,
);

/** Each kind of search, in the words of the demo corpus, so that every search finds posts. */
const kinds: readonly (readonly string[])[] = [
  niches.map((niche) => niche.key),
  products.map((product) => product.en),
  holidays.map((holiday) => holiday.en.toLowerCase()),
  nicheProducts,
  products.map((product) => product.vi),
  niches.map((niche) => niche.who),
];

/**
 * `count` distinct searches: a niche ('nurse'), a product ('hoodie'), a holiday, a niche and a
 * product ('nurse mug'), a product in Vietnamese ('cốc sứ'), the people a post is for ('dog
 * moms'), taken in turn. None repeats: the app would answer a repeated one from its cache.
 */
export function searchWords(count: number): string[] {
  const words = new Set<string>();
  const rounds = Math.max(...kinds.map((kind) => kind.length));
  for (let round = 0; round < rounds; round++) {
    for (const kind of kinds) {
      const word = kind[round];
      if (word !== undefined) words.add(word);
    }
  }
  if (words.size < count) throw new Error(`The corpus words make only ${words.size} searches.`);
  return [...words].slice(0, count);
}

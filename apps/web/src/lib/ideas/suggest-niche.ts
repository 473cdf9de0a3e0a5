import { fileNiche, nicheSchema, type PostDto } from '@postradar/contracts';

/** Whether the text can be a niche: one tag, 1 to 60 characters, no comma. */
export const isNiche = (text: string) => nicheSchema.safeParse(text).success;

/**
 * The niches to offer for a post: its own tags first (those that can be niches), then the niches
 * ideas already have, each once.
 */
export function nicheChoices(post: PostDto, niches: readonly string[]): string[] {
  const tags = post.tags.filter(isNiche).map(fileNiche);
  return [...new Set([...tags, ...niches.map(fileNiche)])];
}

/**
 * The niche to start from: the first of the post's tags that ideas already file under, else its
 * first tag that can be a niche, else none.
 */
export function suggestNiche(post: PostDto, niches: readonly string[]): string {
  const tags = post.tags.filter(isNiche).map(fileNiche);
  const known = new Set(niches.map(fileNiche));
  return tags.find((tag) => known.has(tag)) ?? tags[0] ?? '';
}

import { z } from 'zod/mini';

/**
 * A comma-separated list in a query parameter ('a, b,,c' reads as a, b, c): each item checked by
 * `item` (and read through it), at most `max` of them when given, duplicates dropped. `what` names
 * the items in the messages ('must be niches, comma-separated').
 */
export function commaList<T extends z.ZodMiniType<string, string>>(
  item: T,
  what: string,
  max?: number,
) {
  const parts = z
    .pipe(
      z.string(),
      z.transform((value: string) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    )
    .check(
      z.refine(
        (list) => max === undefined || list.length <= max,
        `must list at most ${max} ${what}`,
      ),
      z.refine((list) => list.every((part) => item.safeParse(part).success), {
        message: `must be ${what}, comma-separated`,
      }),
    );
  return z.pipe(
    parts,
    z.transform((list: string[]) => [
      ...new Set(list.map((part) => item.parse(part) as z.output<T>)),
    ]),
  );
}

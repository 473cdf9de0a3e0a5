import type { z } from 'zod/mini';

const loneSurrogateHalf = /\p{Surrogate}/u;

/**
 * Why PostgreSQL could not store `text`, or null when it can: it refuses the NUL character in
 * text and JSON, and a lone half of a surrogate pair (broken UTF-16) in JSON.
 */
export function unstorableTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (loneSurrogateHalf.test(text)) return 'must be valid Unicode (a lone surrogate half)';
  return null;
}

/**
 * `z.string().check(z.superRefine(refineStorableText))`: a 400 naming the field instead of a 500.
 */
export function refineStorableText(text: string, context: z.core.$RefinementCtx<string>) {
  const reason = unstorableTextReason(text);
  if (reason) context.addIssue({ code: 'custom', message: reason });
}

/**
 * Whether a database error (or one it caused) is a unique violation (SQLSTATE 23505): two
 * requests adding the same row at once, or a name the user already gave another item.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

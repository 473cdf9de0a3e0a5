/** The user-menu name is cut at 19 characters. */
export const userMenuNameLength = 19;

/**
 * Cuts `name` to `max` characters followed by '…' when it is longer. Counts characters, not UTF-16
 * units, so an emoji or an accented letter is never split in half.
 */
export function truncateName(name: string, max: number = userMenuNameLength): string {
  const characters = Array.from(name.trim());
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : characters.join('');
}

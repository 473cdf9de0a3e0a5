import { collectionNameMaxLength } from '@postradar/contracts';

function withSuffix(name: string, suffix: string) {
  const room = collectionNameMaxLength - suffix.length;
  return `${name.length > room ? name.slice(0, room).trimEnd() : name}${suffix}`;
}

/**
 * The name of a copy of a group: '<name> (copy)', then '<name> (copy 2)', '(copy 3)', ... when
 * the user already has that name (`taken`, compared case-insensitively); a long name is cut so
 * that the suffix fits in the 80 characters of a name.
 */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  for (let number = 1; ; number += 1) {
    const candidate = withSuffix(name, number === 1 ? ' (copy)' : ` (copy ${number})`);
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

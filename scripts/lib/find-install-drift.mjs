// Compares what package-lock.json pins with what is installed, as npm records it after every
// install in node_modules/.package-lock.json (the lock's entries, minus the packages it skipped).
// Uses only Node's own modules: it runs before anything is installed.
import { isDeepStrictEqual } from 'node:util';

/**
 * The differences between the packages of the lock file and the installed ones, each a short
 * sentence; none when node_modules holds exactly what the lock pins. `installed` is null when no
 * install is recorded. A package of the lock that is not installed counts only when it is not
 * optional: npm skips the optional packages built for other platforms.
 */
export function findInstallDrift(locked, installed) {
  if (!installed) return ['no install is recorded in node_modules'];
  const pinned = locked.packages ?? {};
  const present = installed.packages ?? {};
  const drift = [];
  for (const [path, entry] of Object.entries(pinned)) {
    if (path === '') continue;
    if (!(path in present)) {
      if (!entry.optional) drift.push(`${path} is not installed`);
    } else if (!isDeepStrictEqual(present[path], entry)) {
      drift.push(`${path} differs from package-lock.json`);
    }
  }
  for (const path of Object.keys(present)) {
    if (!(path in pinned)) drift.push(`${path} is installed but not in package-lock.json`);
  }
  return drift;
}

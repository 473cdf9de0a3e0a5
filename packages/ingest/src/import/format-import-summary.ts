import type { ImportSummary } from '@postradar/contracts';

const typeOrder = ['page', 'domain', 'post', 'metrics', 'unknown'];
const rank = (key: string) => (typeOrder.includes(key) ? typeOrder.indexOf(key) : typeOrder.length);

function counts(record: Record<string, number>): string {
  const entries = Object.entries(record)
    .filter(([, value]) => value > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return entries.length === 0
    ? 'none'
    : entries.map(([key, value]) => `${key} ${value}`).join(', ');
}

/** The summary as the command line prints it. */
export function formatImportSummary(summary: ImportSummary): string {
  const started = Date.parse(summary.startedAt);
  const finished = summary.finishedAt ? Date.parse(summary.finishedAt) : Date.now();
  const lines = [
    `Import #${summary._id} from ${summary.source}: ${summary.status} in ${((finished - started) / 1000).toFixed(1)} s`,
    `  lines read ${summary.linesRead}, stored ${summary.stored}, skipped ${summary.skipped}`,
    `  stored by type: ${counts(summary.storedByType)}`,
    `  skipped by type: ${counts(summary.skippedByType)}`,
    `  rows created or changed: ${counts(summary.changes)}`,
  ];
  if (summary.errors.length > 0) {
    const more = summary.skipped - summary.errors.length;
    lines.push('  rejected lines:');
    for (const error of summary.errors) lines.push(`    line ${error.line}: ${error.reason}`);
    if (more > 0) lines.push(`    ... and ${more} more`);
  }
  if (summary.failure) lines.push(`  failed: ${summary.failure}`);
  return lines.join('\n');
}

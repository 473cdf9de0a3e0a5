import { parseArgs } from 'node:util';
import { z } from 'zod';
import { UsageError } from './billing/parse-billing-command';

export const offersUsage = `Usage:
  npm run offers -- list [--since <date or ISO time>] [--format table|csv]
      the answers to the limited-time offer, oldest first; --since 2026-11-01 keeps those sent
      from that day on (UTC); csv prints a header and one row per answer, for a spreadsheet`;

export const offerListFormats = ['table', 'csv'] as const;

export interface OffersCommand {
  kind: 'list';
  /** Only the answers sent from then on; null: all. */
  since: Date | null;
  format: (typeof offerListFormats)[number];
}

/** A day (midnight UTC) or an ISO time with its offset. */
const since = z
  .union(
    [z.iso.date(), z.iso.datetime({ offset: true })],
    'must be a date (2026-11-01) or an ISO time (2026-11-01T08:00:00+07:00)',
  )
  .transform((value) => new Date(value));

const format = z.enum(offerListFormats, 'must be table or csv');

function parseOption<T>(schema: z.ZodType<T, string>, value: string, name: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--${name}: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** What `npm run offers -- ...` asks for, read without touching the database. */
export function parseOffersCommand(args: string[]): OffersCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { since: { type: 'string' }, format: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command, ...extra] = parsed.positionals;
  if (command !== 'list')
    throw new UsageError(command ? `Unknown command: ${command}` : 'Name a command.');
  if (extra.length > 0) throw new UsageError(`Unexpected: ${extra.join(' ')}`);
  const { values } = parsed;
  return {
    kind: 'list',
    since: values.since === undefined ? null : parseOption(since, values.since, 'since'),
    format: values.format === undefined ? 'table' : parseOption(format, values.format, 'format'),
  };
}

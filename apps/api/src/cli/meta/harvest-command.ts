import { harvestFrequencies, type HarvestFrequency } from '@postradar/db';
import type { AdsArchiveQuery } from '@postradar/ingest';
import { parseArgs } from 'node:util';
import { UsageError } from '../billing/parse-billing-command';
import { metaQueryOptions, metaQueryUsage, queryFromOptions } from './meta-query-options';

export const harvestUsage = `Usage:
  npm run harvest -- add --name "Nurse tees DE" --q "nurse shirt" --country DE [--every hourly|daily]
                     [more query options, below]
  npm run harvest -- list                      every harvest, when it runs next, its last run
  npm run harvest -- runs [<id or name>] [--limit 20]   recent runs (one-off runs too)
  npm run harvest -- run <id or name>          run it now (not while another search runs)
  npm run harvest -- remove <id or name>
Query options:
${metaQueryUsage}
The API processes run due harvests on their own when META_ACCESS_TOKEN is set.`;

export type HarvestCommand =
  | { kind: 'add'; name: string; query: AdsArchiveQuery; every: HarvestFrequency }
  | { kind: 'list' }
  | { kind: 'runs'; harvest: string | null; limit: number }
  | { kind: 'run'; harvest: string }
  | { kind: 'remove'; harvest: string };

function oneName(rest: string[], command: string): string {
  if (rest.length !== 1) throw new UsageError(`${command}: name one harvest (its id or name)`);
  return rest[0] ?? '';
}

/** What `npm run harvest -- ...` asks for, read without touching the database. */
export function parseHarvestCommand(args: string[]): HarvestCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        ...metaQueryOptions,
        name: { type: 'string' },
        every: { type: 'string' },
        limit: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  switch (command) {
    case 'add': {
      if (rest.length > 0) throw new UsageError(`Unexpected: ${rest.join(' ')}`);
      const name = values.name?.trim() ?? '';
      if (name.length === 0 || name.length > 80) {
        throw new UsageError('--name: give the harvest a name of 1 to 80 characters');
      }
      const every = values.every ?? 'daily';
      if (!(harvestFrequencies as readonly string[]).includes(every)) {
        throw new UsageError('--every: must be hourly or daily');
      }
      return {
        kind: 'add',
        name,
        query: queryFromOptions(values),
        every: every as HarvestFrequency,
      };
    }
    case 'list':
      if (rest.length > 0) throw new UsageError(`Unexpected: ${rest.join(' ')}`);
      return { kind: 'list' };
    case 'runs': {
      const limit = Number(values.limit ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
        throw new UsageError('--limit: must be a whole number from 1 to 1000');
      }
      if (rest.length > 1) throw new UsageError(`Unexpected: ${rest.slice(1).join(' ')}`);
      return { kind: 'runs', harvest: rest[0] ?? null, limit };
    }
    case 'run':
    case 'remove':
      return { kind: command, harvest: oneName(rest, command) };
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'Name a command.');
  }
}

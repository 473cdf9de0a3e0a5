import type { AdsArchiveQuery } from '@postradar/ingest';
import { parseArgs } from 'node:util';
import { UsageError } from '../billing/parse-billing-command';
import { metaQueryOptions, metaQueryUsage, queryFromOptions } from './meta-query-options';

export const ingestMetaUsage = `Usage:
  npm run ingest:meta -- --q "nurse shirt" --country DE [--country FR] [query options]
                         [--limit 100] [--max-pages 5]
  npm run ingest:meta -- --resume <run id>
Query options:
${metaQueryUsage}
  --limit 100           ads per page (1-1000; halved on its own when Meta asks for less data)
  --max-pages 5         stop after so many pages (resume the run later with --resume)
A second run of the same query fetches only ads delivered since the last one started.
Environment: META_ACCESS_TOKEN (required), META_GRAPH_BASE_URL, META_GRAPH_VERSION.`;

export type IngestMetaCommand =
  | { kind: 'search'; query: AdsArchiveQuery; pageLimit: number; maxPages?: number }
  | { kind: 'resume'; runId: number; maxPages?: number };

function wholeNumber(value: string | undefined, name: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new UsageError(`--${name}: must be a whole number from 1 to ${max}`);
  }
  return number;
}

/** What `npm run ingest:meta -- ...` asks for, read without touching the database. */
export function parseIngestMetaCommand(args: string[]): IngestMetaCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        ...metaQueryOptions,
        limit: { type: 'string' },
        'max-pages': { type: 'string' },
        resume: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const maxPages = wholeNumber(values['max-pages'], 'max-pages', 100_000);
  if (values.resume !== undefined) {
    const runId = wholeNumber(values.resume, 'resume', Number.MAX_SAFE_INTEGER) ?? 0;
    return { kind: 'resume', runId, ...(maxPages ? { maxPages } : {}) };
  }
  return {
    kind: 'search',
    query: queryFromOptions(values),
    pageLimit: wholeNumber(values.limit, 'limit', 1000) ?? 100,
    ...(maxPages ? { maxPages } : {}),
  };
}

// `npm run ingest:meta -- --q "nurse shirt" --country US [--type ALL] [--pages 5]`: searches the
// Meta Ad Library (Graph API ads_archive) and stores what it finds through the NDJSON import path,
// into the database the API uses (same environment). Needs META_ACCESS_TOKEN.
import { createDb } from '@postradar/db';
import {
  AdsArchiveClient,
  adTypes,
  adsArchiveLines,
  formatImportSummary,
  importNdjson,
} from '@postradar/ingest';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';

const usage = `Usage:
  npm run ingest:meta -- --q "nurse shirt" --country US [--country CA] [--type ALL]
                         [--exact] [--page-id 1048576] [--active] [--pages 5] [--limit 100]
Environment: META_ACCESS_TOKEN (required), META_GRAPH_BASE_URL, META_GRAPH_VERSION.`;

/** The connector's own settings, checked like the API's (README.md documents them). */
const metaEnvironmentSchema = z.object({
  META_ACCESS_TOKEN: z.string({ error: 'is required (an access token for the Ad Library API)' }),
  META_GRAPH_BASE_URL: z.url().default('https://graph.facebook.com'),
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must look like v21.0')
    .default('v21.0'),
});

const argumentsSchema = z
  .object({
    q: z.string().min(1).max(100).optional(),
    country: z
      .array(z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'))
      .min(1, 'is required'),
    type: z.enum(adTypes).default('ALL'),
    exact: z.boolean().default(false),
    'page-id': z
      .array(z.string().regex(/^\d{1,30}$/, 'must be a page id (digits)'))
      .max(10)
      .default([]),
    active: z.boolean().default(false),
    pages: z.coerce.number().int().min(1).max(1000).default(5),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
  })
  .refine((value) => value.q || value['page-id'].length > 0, {
    message: 'give search terms (--q) or page ids (--page-id)',
    path: ['q'],
  });

function firstIssue(error: z.ZodError, prefix: string) {
  const issue = error.issues[0];
  return `${prefix}${String(issue?.path[0] ?? '')}: ${issue?.message}`;
}

async function main(args: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        q: { type: 'string' },
        country: { type: 'string', multiple: true },
        type: { type: 'string' },
        exact: { type: 'boolean' },
        'page-id': { type: 'string', multiple: true },
        active: { type: 'boolean' },
        pages: { type: 'string' },
        limit: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const options = argumentsSchema.safeParse({ ...values, country: values.country ?? [] });
  if (!options.success) {
    console.error(`${firstIssue(options.error, '--')}\n${usage}`);
    return 2;
  }
  const environment = metaEnvironmentSchema.safeParse(
    Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')),
  );
  if (!environment.success) {
    console.error(`Invalid configuration: ${firstIssue(environment.error, '')}`);
    return 2;
  }
  const { q, country, type, exact, active, pages, limit } = options.data;
  const client = new AdsArchiveClient({
    accessToken: environment.data.META_ACCESS_TOKEN,
    baseUrl: environment.data.META_GRAPH_BASE_URL,
    version: environment.data.META_GRAPH_VERSION,
  });
  const countries = country.map((code) => code.toUpperCase());
  const lines = adsArchiveLines(
    client,
    {
      searchTerms: q,
      searchType: exact ? 'KEYWORD_EXACT_PHRASE' : 'KEYWORD_UNORDERED',
      countries,
      adType: type,
      pageIds: options.data['page-id'],
      activeStatus: active ? 'ACTIVE' : 'ALL',
      limit,
    },
    pages,
  );
  const database = await createDb(loadConfig().database);
  try {
    const summary = await importNdjson(database.db, lines, {
      source: `meta ads_archive: ${q ?? ''} ${countries.join(',')}`.trim(),
      onFailure: (error) => console.error(error),
    });
    console.log(formatImportSummary(summary));
    return summary.status === 'succeeded' ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

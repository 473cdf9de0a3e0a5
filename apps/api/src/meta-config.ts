import { AdsArchiveClient, DEFAULT_GRAPH_VERSION } from '@postradar/ingest';
import { z } from 'zod';

/** The Meta Ad Library connector's settings (README.md, Settings). */
export const metaEnvironmentShape = {
  /** An access token of a Meta developer app with Ad Library API access. */
  META_ACCESS_TOKEN: z.string().min(1).optional(),
  META_GRAPH_BASE_URL: z.url().default('https://graph.facebook.com'),
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must look like v27.0')
    .default(DEFAULT_GRAPH_VERSION),
  /** Whether the API processes run due harvests (with a token). */
  META_HARVESTS: z.enum(['on', 'off']).default('on'),
};

export interface MetaConfig {
  accessToken: string;
  baseUrl: string;
  version: string;
  /** Whether API processes run due harvests in the background. */
  harvestsScheduled: boolean;
}

type MetaEnvironment = z.output<z.ZodObject<typeof metaEnvironmentShape>>;

/** The connector's settings; null without a token (nothing can be asked then). */
export function metaConfigFrom(e: MetaEnvironment): MetaConfig | null {
  if (!e.META_ACCESS_TOKEN) return null;
  return {
    accessToken: e.META_ACCESS_TOKEN,
    baseUrl: e.META_GRAPH_BASE_URL,
    version: e.META_GRAPH_VERSION,
    harvestsScheduled: e.META_HARVESTS === 'on',
  };
}

export function adsArchiveClientFor(meta: MetaConfig): AdsArchiveClient {
  return new AdsArchiveClient({
    accessToken: meta.accessToken,
    baseUrl: meta.baseUrl,
    version: meta.version,
  });
}

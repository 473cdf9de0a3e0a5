import { z } from 'zod';
import { adsArchiveUrl, type PageRequest } from './ads-archive-url';
import { archivedAdSchema, type ArchivedAd } from './archived-ad';
import { MetaGraphError, describeGraphError } from './graph-error';
import { parseJsonOrNull } from './parse-json';
import { pauseUntil } from './rate-budget';
import { readUsage, type GraphUsage } from './usage-headers';

export { adsArchiveFields, archivedAdSchema, type ArchivedAd } from './archived-ad';
export type { PageRequest } from './ads-archive-url';

/**
 * A client for the Meta Ad Library API: `GET {base}/{version}/ads_archive` of the Graph API
 * (https://www.facebook.com/ads/library/api), one page at a time. On the way to a page it retries
 * transient errors with exponential backoff and jitter and halves the page while Meta asks for
 * less data; a spent hourly budget stops it with a MetaRateLimitPause, anything else with a
 * MetaGraphError.
 */

/** The budget is spent (codes 4, 17, 32, 613, 80000-80014): go on after `until`. */
export class MetaRateLimitPause extends Error {
  readonly until: Date;
  readonly usage: GraphUsage;

  constructor(error: MetaGraphError, until: Date, usage: GraphUsage) {
    super(`${error.message}; the hourly budget is spent, go on after ${until.toISOString()}`, {
      cause: error,
    });
    this.name = 'MetaRateLimitPause';
    this.until = until;
    this.usage = usage;
  }
}

export interface ArchivePage {
  ads: ArchivedAd[];
  /** The cursor of the next page, or null when this pass is done (no `next`, no `after`, or no data). */
  next: string | null;
  /** The page size that worked (smaller than asked after code 1). */
  limit: number;
  usage: GraphUsage;
  /** Messages of the errors got past on the way (retried, page shrunk), for the run's record. */
  recovered: string[];
}

export interface MetaClientOptions {
  accessToken: string;
  /** https://graph.facebook.com, or a local fake in tests. */
  baseUrl: string;
  /** v27.0 */
  version: string;
  /** Attempts per page on transient errors, the first included. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
  /** Injected in tests: waiting, randomness, the network and the clock. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  fetch?: typeof fetch;
  now?: () => Date;
}

const pageSchema = z.object({
  data: z.array(archivedAdSchema),
  paging: z
    .object({
      cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
      next: z.string().optional(),
    })
    .optional(),
});
type GraphPage = z.infer<typeof pageSchema>;

/** What one request brought: a page, or the error to act on; with the usage it reported. */
type Answer =
  { page: GraphPage; usage: GraphUsage } | { page: null; error: MetaGraphError; usage: GraphUsage };

const noUsage: GraphUsage = { percent: 0, regainAccessMinutes: 0 };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The message of a network error with its cause ('fetch failed (connect ECONNREFUSED ...)'). */
function networkMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

export class AdsArchiveClient {
  private readonly settings: Required<MetaClientOptions>;

  constructor(options: MetaClientOptions) {
    this.settings = {
      maxAttempts: 6,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      timeoutMs: 30_000,
      sleep: defaultSleep,
      random: Math.random,
      fetch: globalThis.fetch,
      now: () => new Date(),
      ...options,
    };
  }

  /**
   * One page of results. Code 1 asks the same page again with half the limit (giving up at 1);
   * transient errors are retried up to maxAttempts; a spent budget throws a MetaRateLimitPause.
   */
  async fetchPage(request: PageRequest, signal?: AbortSignal): Promise<ArchivePage> {
    const { maxAttempts, sleep, now } = this.settings;
    const recovered: string[] = [];
    let limit = request.limit;
    let attempt = 1;
    for (;;) {
      signal?.throwIfAborted();
      const answer = await this.ask({ ...request, limit }, signal);
      if (answer.page) {
        const { data, paging } = answer.page;
        const after = paging?.cursors?.after;
        const next = paging?.next && after && data.length > 0 ? after : null;
        return { ads: data, next, limit, usage: answer.usage, recovered };
      }
      const { error, usage } = answer;
      switch (error.kind) {
        case 'rate-limit':
          throw new MetaRateLimitPause(error, pauseUntil(usage, now()), usage);
        case 'reduce-data':
          if (limit <= 1) {
            error.message = `${error.message}; even one ad per page is too much`;
            throw error;
          }
          limit = Math.max(1, Math.floor(limit / 2));
          recovered.push(`${error.message}; asking ${limit} ads per page`);
          break;
        case 'transient':
          if (attempt >= maxAttempts) {
            error.message = `${error.message}; gave up after ${attempt} attempts`;
            throw error;
          }
          recovered.push(error.message);
          await sleep(this.backoffMs(attempt));
          attempt++;
          break;
        case 'fatal':
          throw error;
      }
    }
  }

  /** The delay before attempt `attempt + 1`: doubling from the base, capped, half of it random. */
  private backoffMs(attempt: number): number {
    const { baseDelayMs, maxDelayMs, random } = this.settings;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
  }

  /** One request, no retry. Only the caller's abort is thrown; every other failure is answered. */
  private async ask(request: PageRequest, signal: AbortSignal | undefined): Promise<Answer> {
    const { fetch, timeoutMs } = this.settings;
    const url = adsArchiveUrl(this.settings, request);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const usage = readUsage(response.headers);
      // Read as text first: a timeout while the body arrives is a network failure, not bad JSON.
      const body = parseJsonOrNull(await response.text());
      if (!response.ok) {
        return { page: null, error: describeGraphError(response.status, body), usage };
      }
      const page = pageSchema.safeParse(body);
      if (page.success) return { page: page.data, usage };
      const issue = page.error.issues[0];
      const error = new MetaGraphError(
        `Meta Graph API answered with an unexpected shape: ${issue?.path.join('.')} ${issue?.message}`,
        { status: response.status, code: null, subcode: null, kind: 'fatal' },
      );
      return { page: null, error, usage };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const message = `Meta Graph API could not be reached: ${this.withoutToken(networkMessage(error))}`;
      return {
        page: null,
        error: new MetaGraphError(message, {
          status: 0,
          code: null,
          subcode: null,
          kind: 'transient',
        }),
        usage: noUsage,
      };
    }
  }

  /** A message from the network layer may quote the URL, which holds the access token. */
  private withoutToken(message: string): string {
    const { accessToken } = this.settings;
    if (!accessToken) return message;
    return message
      .replaceAll(accessToken, '[access token]')
      .replaceAll(encodeURIComponent(accessToken), '[access token]');
  }
}

import type { Result } from 'lighthouse';
import { gzipSync } from 'node:zlib';

/** A script the audited page loaded, by its name under /assets. */
export interface ScriptLoad {
  name: string;
  transferred: number;
  gzipped: number;
}

export interface AuditSummary {
  page: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /**
   * Lighthouse's measure of the machine's speed: Lantern multiplies the main thread's work as
   * observed, so the blocking time and the score depend on it (a slower or busier machine scores
   * lower on the same code).
   */
  benchmarkIndex: number;
  scripts: ScriptLoad[];
  lcpElement: string;
  shifts: string[];
}

interface ItemsDetails {
  items?: Record<string, unknown>[];
}

const itemsOf = (result: Result, audit: string) =>
  ((result.audits[audit]?.details as ItemsDetails | undefined)?.items ?? []) as Record<
    string,
    unknown
  >[];

const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? NaN;

/** What a node item of an audit names: its selector and a snippet of its markup. */
function describeNode(node: unknown): string {
  const { selector, snippet } = (node ?? {}) as { selector?: string; snippet?: string };
  return [selector, snippet?.slice(0, 100)].filter(Boolean).join(' ');
}

/**
 * The scripts of the audit, with the bytes they came over the network in and their size once
 * gzipped (fetched again and compressed as a server would: the app may send them uncompressed).
 */
async function scriptLoads(result: Result): Promise<ScriptLoad[]> {
  const scripts = itemsOf(result, 'network-requests').filter(
    (item) => item.resourceType === 'Script',
  );
  return Promise.all(
    scripts.map(async (item) => {
      const url = String(item.url);
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      return {
        name: new URL(url).pathname,
        transferred: Number(item.transferSize ?? 0),
        gzipped: gzipSync(body).length,
      };
    }),
  );
}

/** The numbers the performance targets are about, and what explains them, of one audit. */
export async function summariseAudit(page: string, result: Result): Promise<AuditSummary> {
  const lcpAudit = result.audits['largest-contentful-paint-element'];
  const lcpElement =
    lcpAudit?.errorMessage?.slice(0, 120) ??
    itemsOf(result, 'largest-contentful-paint-element')
      .flatMap((table) =>
        ((table as ItemsDetails).items ?? []).map((item) => describeNode(item.node)),
      )
      .find(Boolean);
  const shifts = itemsOf(result, 'layout-shifts').map(
    (item) => `${Number(item.score).toFixed(3)} ${describeNode(item.node)}`,
  );
  return {
    page,
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    cls: numeric(result, 'cumulative-layout-shift'),
    tbtMs: numeric(result, 'total-blocking-time'),
    fcpMs: numeric(result, 'first-contentful-paint'),
    benchmarkIndex: result.environment.benchmarkIndex,
    scripts: await scriptLoads(result),
    lcpElement: lcpElement ?? '-',
    shifts,
  };
}

import type { BrowserContext, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** What web-probe.js measured: milliseconds from the event to each milestone's first frame. */
export interface ProbeResult {
  outcome: 'done' | 'timeout' | 'not armed';
  times: Record<string, number | null>;
  /** The API call's own duration (request start to response end), when it was made. */
  apiMs: number | null;
  /** When the API's answer had arrived, from the event. */
  answeredMs: number | null;
}

const probeScript = fileURLToPath(new URL('./web-probe.js', import.meta.url));

/** Adds the in-page timer to every page of the context, before the app's own scripts. */
export const installProbe = (context: BrowserContext) =>
  context.addInitScript({ path: probeScript });

// Plain expressions, not functions: the TypeScript runner would wrap functions in helpers that
// do not exist in the page.
export const armSearch = (page: Page) => page.evaluate('window.benchProbe.armSearch()');
export const armDetail = (page: Page, postId: string) =>
  page.evaluate(`window.benchProbe.armDetail(${JSON.stringify(postId)})`);
export const probeResult = (page: Page) =>
  page.evaluate('window.benchProbe.result()') as Promise<ProbeResult>;

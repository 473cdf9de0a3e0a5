import type { Agent } from '@fingerprintjs/fingerprintjs';

/** The device identifier is recomputed every 30 seconds (docs/product.md, Sign-in). */
export const deviceIdRefreshMs = 30_000;

/** How long the first computation may wait for the browser to be idle. */
const idleTimeoutMs = 2_000;

export interface DeviceIdTrackingOptions {
  /** The id stored by an earlier visit, if any. */
  storedId?: string | null;
  intervalMs?: number;
  /** Loads the fingerprint agent; the default loads FingerprintJS without its usage statistics. */
  loadAgent?: () => Promise<Pick<Agent, 'get'>>;
  /** Runs `task` once the page is idle after its first paint; returns a cancel function. */
  whenIdle?: (task: () => void) => () => void;
}

/** FingerprintJS is fetched on demand: nothing on screen waits for it. */
async function loadFingerprintAgent(): Promise<Agent> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  return load({ monitoring: false });
}

/** The browser's idle callback (a timeout where it has none): the first paint comes first. */
function whenBrowserIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Computes the browser-fingerprint visitor id every `intervalMs`, handing each result to `save`,
 * and first: when the page is idle after its first paint if no id is stored, else at the first
 * interval, the stored id serving until then (the library, 15 KB gzipped, is then not fetched
 * while the page loads). The agent is loaded once. Returns a function that stops the tracking.
 */
export function startDeviceIdTracking(
  save: (deviceId: string) => void,
  {
    storedId = null,
    intervalMs = deviceIdRefreshMs,
    loadAgent = loadFingerprintAgent,
    whenIdle = whenBrowserIdle,
  }: DeviceIdTrackingOptions = {},
): () => void {
  let stopped = false;
  let agent: Promise<Pick<Agent, 'get'>> | null = null;

  async function compute(): Promise<void> {
    try {
      agent ??= loadAgent();
      const { visitorId } = await (await agent).get();
      if (!stopped) save(visitorId);
    } catch (error) {
      // Without a fingerprint the API calls simply go out without a device id.
      console.warn('[device-id] could not compute the browser fingerprint', error);
    }
  }

  const cancelFirst = storedId ? () => undefined : whenIdle(() => void compute());
  const timer = setInterval(() => void compute(), intervalMs);
  return () => {
    stopped = true;
    cancelFirst();
    clearInterval(timer);
  };
}

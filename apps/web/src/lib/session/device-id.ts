import type { Agent } from '@fingerprintjs/fingerprintjs';

/** The device identifier is recomputed every 30 seconds (docs/product.md, Sign-in). */
export const deviceIdRefreshMs = 30_000;

export interface DeviceIdTrackingOptions {
  intervalMs?: number;
  /** Loads the fingerprint agent; the default loads FingerprintJS without its usage statistics. */
  loadAgent?: () => Promise<Pick<Agent, 'get'>>;
}

/** FingerprintJS is fetched on demand: nothing on screen waits for it. */
async function loadFingerprintAgent(): Promise<Agent> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  return load({ monitoring: false });
}

/**
 * Computes the browser-fingerprint visitor id now and every `intervalMs`, handing each result to
 * `save`. The agent is loaded once. Returns a function that stops the tracking.
 */
export function startDeviceIdTracking(
  save: (deviceId: string) => void,
  {
    intervalMs = deviceIdRefreshMs,
    loadAgent = loadFingerprintAgent,
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

  void compute();
  const timer = setInterval(() => void compute(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

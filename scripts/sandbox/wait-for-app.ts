import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves true once the app answers its health check (it prints its address just before), or
 * false when `gaveUp` resolves first (the app stopped).
 */
export async function waitForApp(appUrl: string, gaveUp: Promise<unknown>): Promise<boolean> {
  let stopped = false;
  void gaveUp.then(() => (stopped = true));
  while (!stopped) {
    try {
      const response = await fetch(`${appUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // Not listening yet: installing, building or loading the demo corpus.
    }
    await sleep(1_000);
  }
  return false;
}

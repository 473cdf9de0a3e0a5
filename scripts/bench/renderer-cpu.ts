import type { Page } from '@playwright/test';

/** The CPU time of the page's main thread, in ms: all of it, and what ran scripts, styles and layout. */
export interface CpuTimes {
  total: number;
  script: number;
  style: number;
  layout: number;
}

const metricNames: Record<keyof CpuTimes, string> = {
  total: 'ThreadTime',
  script: 'ScriptDuration',
  style: 'RecalcStyleDuration',
  layout: 'LayoutDuration',
};

/**
 * A reader of the CPU time the page's main thread has used (Chrome's metrics, counted in thread
 * time): what an interaction costs the browser whatever else the machine runs, where the
 * wall-clock time of a busy machine also counts the time the browser waited for a core.
 */
export async function rendererCpu(page: Page): Promise<() => Promise<CpuTimes>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable', { timeDomain: 'threadTicks' });
  return async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    const read = (name: string) => {
      const value = metrics.find((metric) => metric.name === name)?.value;
      if (value === undefined) throw new Error(`This Chromium reports no ${name}.`);
      return value * 1000;
    };
    return {
      total: read(metricNames.total),
      script: read(metricNames.script),
      style: read(metricNames.style),
      layout: read(metricNames.layout),
    };
  };
}

/** The CPU time spent between two readings. */
export const cpuSpent = (before: CpuTimes, after: CpuTimes): CpuTimes => ({
  total: after.total - before.total,
  script: after.script - before.script,
  style: after.style - before.style,
  layout: after.layout - before.layout,
});

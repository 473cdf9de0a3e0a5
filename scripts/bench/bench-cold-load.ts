// `npm run bench:cold-load [-- --url http://localhost:3000 --loads 6]`: what a signed-in seller on
// a phone and a slow link waits for when opening /a/posts with nothing cached, in the machine's
// Chromium against the app as `npm start` serves it (started on its own port and embedded
// database unless --url names a running one): the first paint, the largest paint, the app's first
// render of the screen and the first result card, from the start of the navigation. A phone's
// viewport, 4× CPU slowdown and a link of 1.6 Mbit/s down with 150 ms of latency (Lighthouse's
// slow 4G); a fresh browser context per load, after two loads that are not counted (the server's
// first answers). Results: docs/benchmarks.md.
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { parseArgs } from 'node:util';
import { ms, summarise } from '../../apps/api/src/bench/stats';
import { newSeller } from '../../e2e/fixtures';
import { signInWithPlan } from '../../e2e/grant-plan';
import { appArgs, openApp } from './app-server';
import { launchChromium } from './chromium';

const { values } = parseArgs({
  options: { ...appArgs, loads: { type: 'string', default: '6' } },
});
const loadCount = Number(values.loads);
const warmUpCount = 2;

const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;
const slowLink = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 93_750,
};

interface LoadTimes {
  firstPaint?: number;
  largestPaint?: number;
  appRender?: number;
  firstCard?: number;
}

/** Runs in the page before its scripts: notes the paints and when the app's screen and first card appear. */
function watchLoad() {
  const times: LoadTimes = {};
  Object.assign(window, { loadTimes: times });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) times.largestPaint = Math.round(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((entries) => {
    const paint = entries.getEntriesByName('first-contentful-paint')[0];
    if (paint) times.firstPaint = Math.round(paint.startTime);
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    const now = Math.round(performance.now());
    // The app's screen, not the frame its document draws first (data-screen-frame).
    const screen = document.querySelector('[data-testid="posts-screen"]');
    if (times.appRender === undefined && screen && !screen.closest('[data-screen-frame]'))
      times.appRender = now;
    if (times.firstCard === undefined && document.querySelector('[data-testid="post-card"]'))
      times.firstCard = now;
  }).observe(document, { childList: true, subtree: true });
}

async function coldLoad(browser: Browser, options: BrowserContextOptions): Promise<LoadTimes> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchLoad);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', slowLink);
    await page.goto('/a/posts');
    await page.getByTestId('post-card').first().waitFor({ timeout: 60_000 });
    // A later, larger paint is reported once drawn.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => (window as unknown as { loadTimes: LoadTimes }).loadTimes);
  } finally {
    await context.close();
  }
}

async function main() {
  const app = await openApp({ url: values.url, port: values.port, dataDir: values['data-dir'] });
  const browser = await launchChromium();
  const loads: LoadTimes[] = [];
  try {
    const options = { ...phone, baseURL: app.url };
    const signIn = await browser.newContext(options);
    const staffBrowser = await launchChromium();
    try {
      await signInWithPlan(await signIn.newPage(), staffBrowser, newSeller('bench-cold-load'));
    } finally {
      await staffBrowser.close();
    }
    const storageState = await signIn.storageState();
    await signIn.close();
    for (let index = 0; index < warmUpCount + loadCount; index++) {
      const times = await coldLoad(browser, { ...options, storageState });
      if (index >= warmUpCount) loads.push(times);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  console.log('\n| from the navigation | loads | p50 ms | max ms |');
  console.log('| --- | --: | --: | --: |');
  const names = {
    firstPaint: 'first paint',
    largestPaint: 'largest paint',
    appRender: "the app's screen",
    firstCard: 'first result card',
  } as const;
  for (const [key, name] of Object.entries(names) as [keyof LoadTimes, string][]) {
    const samples = loads.map((times) => times[key] ?? Number.NaN);
    const { count, p50, max } = summarise(samples);
    console.log(`| ${name} | ${count} | ${ms(p50)} | ${ms(max)} |`);
  }
}

await main();

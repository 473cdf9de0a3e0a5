// `npm run bench:web [-- --url http://localhost:3000 --searches 60 --details 24]`: how long a
// person waits on /a/posts, in a real browser against the app as `npm start` serves it (started
// on its own port and embedded database unless --url names a running one): from Enter in the
// search box to the first card of the new results, and from a click on a card to its detail
// shown over the list and to the detail fully loaded, with the CPU time the page spent on each.
// Timed inside the page (web-probe.js).
// Results: docs/benchmarks.md.
import type { Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ms, summarise } from '../../apps/api/src/bench/stats';
import { newSeller } from '../../e2e/fixtures';
import { signInWithPlan } from '../../e2e/grant-plan';
import { appArgs, openApp } from './app-server';
import { launchChromium } from './chromium';
import { cpuSpent, rendererCpu, type CpuTimes } from './renderer-cpu';
import { searchWords } from './search-words';
import { armDetail, armSearch, installProbe, probeResult, type ProbeResult } from './web-probe';

const { values } = parseArgs({
  options: {
    ...appArgs,
    searches: { type: 'string', default: '60' },
    details: { type: 'string', default: '24' },
    'warm-up': { type: 'string', default: '3' },
  },
});
const searchCount = Number(values.searches);
const detailCount = Number(values.details);
const warmUpCount = Number(values['warm-up']);
/** Cards opened apart by more than one: opening a detail loads its neighbours ahead. */
const detailStep = 3;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const cards = (page: Page) => page.getByTestId('post-card');

type CpuReader = () => Promise<CpuTimes>;

interface Timed extends ProbeResult {
  /** The main thread's CPU time from just before the action to the probe's result. */
  cpu: CpuTimes;
}

/** Runs `action` and returns what the probe measured, with the CPU time the page spent. */
async function timed(page: Page, cpu: CpuReader, action: () => Promise<void>): Promise<Timed> {
  const before = await cpu();
  await action();
  const result = await probeResult(page);
  return { ...result, cpu: cpuSpent(before, await cpu()) };
}

/** Searches for `words` from the search box. */
async function timeSearch(page: Page, cpu: CpuReader, words: string): Promise<Timed> {
  const input = page.getByTestId('search-input');
  await input.fill(words);
  await armSearch(page);
  return timed(page, cpu, () => input.press('Enter'));
}

/** Opens the detail of the `index`-th card, measures it, and closes it again with Esc. */
async function timeDetail(page: Page, cpu: CpuReader, index: number): Promise<Timed> {
  const card = cards(page).nth(index);
  const postId = (await card.getAttribute('data-post-id')) ?? '';
  await card.scrollIntoViewIfNeeded();
  await armDetail(page, postId);
  const result = await timed(page, cpu, () => card.getByTestId('post-details-link').click());
  await page.keyboard.press('Escape');
  await page.getByTestId('post-detail-modal').waitFor({ state: 'detached' });
  return result;
}

/** A row of the table: what it reads from each timed search or detail, and its target. */
interface Measure {
  name: string;
  read: (result: Timed) => number | null | undefined;
  target?: number;
  samples: number[];
}

const measure = (name: string, read: Measure['read'], target?: number): Measure => ({
  name,
  read,
  target,
  samples: [],
});

const cpuMeasures = (action: string) => [
  measure(`${action}: main-thread CPU`, (result) => result.cpu.total),
  measure(`${action}: CPU in scripts`, (result) => result.cpu.script),
  measure(`${action}: CPU in style`, (result) => result.cpu.style),
  measure(`${action}: CPU in layout`, (result) => result.cpu.layout),
];

function recordAll(measures: Measure[], result: Timed) {
  for (const row of measures) {
    const value = row.read(result);
    if (typeof value === 'number') row.samples.push(value);
  }
}

function printTable(measures: Measure[]) {
  console.log('\n| measure | n | p50 | p95 | max | target (p95) |');
  console.log('| --- | --: | --: | --: | --: | --- |');
  for (const { name, target, samples } of measures) {
    const { count, p50, p95, max } = summarise(samples);
    const verdict =
      target === undefined ? '-' : `<= ${target}: ${p95 <= target ? 'met' : '**missed**'}`;
    console.log(`| ${name} | ${count} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} | ${verdict} |`);
  }
}

async function main() {
  const app = await openApp({ url: values.url, port: values.port, dataDir: values['data-dir'] });
  const browser = await launchChromium();
  const searchMeasures = [
    measure('search: Enter to first new result card', (result) => result.times.results, 300),
    measure('search: Enter to its answer arrived', (result) => result.answeredMs),
    measure('search: GET /api/posts alone', (result) => result.apiMs),
    ...cpuMeasures('search'),
  ];
  const detailMeasures = [
    measure('detail: click to modal content', (result) => result.times.shown, 200),
    measure('detail: click to full detail (history drawn)', (result) => result.times.loaded),
    measure('detail: GET /api/posts/:id alone', (result) => result.apiMs),
    ...cpuMeasures('detail'),
  ];
  const failures: string[] = [];
  const failedCalls: string[] = [];
  try {
    console.log(`Load average before: ${load()}`);
    const context = await browser.newContext({ baseURL: app.url });
    await installProbe(context);
    const page = await context.newPage();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400) {
        failedCalls.push(`${response.status()} ${response.url()}`);
      }
    });
    const cpu = await rendererCpu(page);
    // Research needs a running plan: the seller gets one, as a subscriber would have.
    await signInWithPlan(page, browser, newSeller('bench-web'));
    await page.goto('/a/posts');
    await cards(page).first().waitFor({ timeout: 60_000 });

    // Searches past the timed ones bring new cards to open when a page of them runs out.
    const words = searchWords(warmUpCount + searchCount + detailCount);
    const timedWords = words.slice(0, warmUpCount + searchCount);
    for (const [index, word] of timedWords.entries()) {
      const result = await timeSearch(page, cpu, word);
      if (result.outcome !== 'done') failures.push(`search "${word}": ${result.outcome}`);
      if (index >= warmUpCount) recordAll(searchMeasures, result);
    }

    const moreLists = words.slice(timedWords.length);
    for (let opened = 0, index = 0; opened < detailCount; opened++, index += detailStep) {
      if (index >= (await cards(page).count())) {
        await timeSearch(page, cpu, moreLists.shift() ?? '');
        index = 0;
      }
      const result = await timeDetail(page, cpu, index);
      if (result.outcome !== 'done') failures.push(`detail of card ${index}: ${result.outcome}`);
      recordAll(detailMeasures, result);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  console.log(`Load average after: ${load()}`);
  printTable([...searchMeasures, ...detailMeasures]);
  for (const failure of [...failures, ...failedCalls]) console.log(`failed: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();

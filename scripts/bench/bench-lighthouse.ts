// `npm run bench:lighthouse [-- --url http://localhost:3000]`: Lighthouse's performance audit
// (mobile emulation, its default simulated throttling) of /login signed out and of /a/posts
// signed in, with the machine's Chromium, against the app as `npm start` serves it (started on
// its own port unless --url names a running one). Chromium is started through Playwright with a
// remote-debugging port: the bench signs in there through the development provider and Lighthouse
// audits in a new tab of the same profile, whose local storage holds the session (Lighthouse
// clears the caches, not local storage). Full reports: .tmp/lighthouse/. Results:
// docs/benchmarks.md.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { newSeller } from '../../e2e/fixtures';
import { signInWithPlan } from '../../e2e/grant-plan';
import { appArgs, openApp } from './app-server';
import { chromiumOptions, launchChromium } from './chromium';
import { summariseAudit, type AuditSummary } from './lighthouse-summary';

const { values } = parseArgs({ options: { ...appArgs } });
const reportDir = '.tmp/lighthouse';
const targets = { score: 90, lcpMs: 2500, cls: 0.05, jsKb: 250 };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (numbers: number[]) => numbers.reduce((total, value) => total + value, 0);
const verdict = (met: boolean) => (met ? 'met' : '**missed**');

async function audit(url: string, port: number, page: string): Promise<AuditSummary> {
  const runner = await lighthouse(`${url}${page}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${page}.`);
  const name = page.replace(/\W+/g, '-').replace(/^-|-$/g, '');
  writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(runner.lhr, null, 1));
  return summariseAudit(page, runner.lhr);
}

function print(summaries: AuditSummary[]) {
  console.log(
    '\n| page | score | LCP ms | CLS | TBT ms | FCP ms | JS KB transferred | JS KB gzipped | benchmark index |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const { page, score, lcpMs, cls, tbtMs, fcpMs, benchmarkIndex, scripts } of summaries) {
    const transferred = sum(scripts.map((script) => script.transferred));
    const gzipped = sum(scripts.map((script) => script.gzipped));
    console.log(
      `| ${page} | ${score} | ${lcpMs.toFixed(0)} | ${cls.toFixed(3)} | ${tbtMs.toFixed(0)} | ` +
        `${fcpMs.toFixed(0)} | ${kb(transferred)} | ${kb(gzipped)} | ${benchmarkIndex.toFixed(0)} |`,
    );
  }
  for (const { page, score, lcpMs, cls, scripts, lcpElement, shifts } of summaries) {
    const gzipped = sum(scripts.map((script) => script.gzipped)) / 1024;
    console.log(
      `\n${page}: score >= ${targets.score} ${verdict(score >= targets.score)}, ` +
        `LCP <= ${targets.lcpMs} ms ${verdict(lcpMs <= targets.lcpMs)}, ` +
        `CLS <= ${targets.cls} ${verdict(cls <= targets.cls)}, ` +
        `JS <= ${targets.jsKb} KB gzipped ${verdict(gzipped <= targets.jsKb)}`,
    );
    console.log(`  LCP element: ${lcpElement}`);
    for (const shift of shifts) console.log(`  layout shift: ${shift}`);
    const largest = [...scripts].sort((a, b) => b.gzipped - a.gzipped);
    for (const script of largest) {
      console.log(
        `  script ${script.name}: ${kb(script.gzipped)} KB gzipped, ` +
          `${kb(script.transferred)} KB transferred`,
      );
    }
  }
}

async function main() {
  mkdirSync(reportDir, { recursive: true });
  const app = await openApp({ url: values.url, port: values.port, dataDir: values['data-dir'] });
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumOptions(['--remote-debugging-port=0']),
    baseURL: app.url,
  });
  const summaries: AuditSummary[] = [];
  try {
    console.log(`Load average before: ${load()}`);
    // Chromium writes the port it chose, on the file's first line.
    const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    summaries.push(await audit(app.url, port, '/login'));
    const page = context.pages()[0] ?? (await context.newPage());
    // Research needs a running plan (else /a/posts shows the upgrade prompt): the seller gets one
    // through a staff member signed in in a browser of their own.
    const staffBrowser = await launchChromium();
    try {
      await signInWithPlan(page, staffBrowser, newSeller('bench-lighthouse'));
    } finally {
      await staffBrowser.close();
    }
    // The signed-in tab steps aside, so that it makes no calls during the audit.
    await page.goto('about:blank');
    summaries.push(await audit(app.url, port, '/a/posts'));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await app.stop();
  }
  console.log(`Load average after: ${load()}`);
  print(summaries);
}

await main();

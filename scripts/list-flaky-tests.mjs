#!/usr/bin/env node
// Lists the browser tests that passed only on a retry, from the JSON report Playwright writes in CI
// (one retry there is a safety net, not a cure: each test listed has a race to fix).
// Usage: node scripts/list-flaky-tests.mjs <report.json>
import { existsSync, readFileSync } from 'node:fs';
import { findFlakyTests } from './lib/find-flaky-tests.mjs';

const reportFile = process.argv[2];
if (!reportFile || !existsSync(reportFile)) {
  console.log(`No browser test report at ${reportFile ?? '(no path given)'}.`);
} else {
  const flaky = findFlakyTests(JSON.parse(readFileSync(reportFile, 'utf8')), process.cwd());
  if (flaky.length === 0) {
    console.log('No browser test needed a retry.');
  } else {
    console.log(`${flaky.length} browser test(s) passed only on a retry (flaky):`);
    for (const line of flaky) console.log(`  ${line}`);
  }
}
